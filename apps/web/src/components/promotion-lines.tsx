import { formatCents } from '@backroom/core/money';
import type { PromotionPricing } from '@backroom/core/promotions/apply-promotions';
import LocalOfferIcon from '@mui/icons-material/LocalOfferOutlined';
import { Box, Typography, type SxProps, type Theme } from '@mui/material';
import { useMessages } from '../lib/i18n/use-messages';
import { promotionLinesMessages } from './promotion-lines.messages';

/**
 * The promotions a cart gets ("Buy 2, get 1 half price: −$7.50"), the discount code's part when
 * `code` is given (as the store combines them: added, or left out when the promotions save more),
 * the subtotal after them, and what one more item would bring ("Add 1 more potting soil to get 1
 * half price"). Nothing without promotions, code or hints.
 */
export function PromotionLines({ pricing, code = '', sx }: { pricing: PromotionPricing | null; code?: string; sx?: SxProps<Theme> }) {
  const t = useMessages(promotionLinesMessages);
  const codeShown = code !== '' && pricing !== null && pricing.codeOutcome !== 'none';
  if (pricing === null || (pricing.promotions.length === 0 && pricing.hints.length === 0 && !codeShown)) return null;
  const money = (cents: number) => formatCents(cents, t.locale);
  const codeApplied = codeShown && pricing.codeOutcome === 'applied' && pricing.codeAmount > 0;
  return (
    <Box sx={sx}>
      {pricing.promotions.length > 0 && (
        <Box component="ul" aria-label={t('promotionLines.label')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {pricing.promotions.map((promotion) => (
            <Typography component="li" key={promotion.id} sx={{ color: 'success.main', fontWeight: 600 }}>
              {t('promotionLines.line', { label: promotion.label, amount: money(promotion.amount) })}
            </Typography>
          ))}
        </Box>
      )}
      {codeApplied && (
        <Typography sx={{ color: 'success.main', fontWeight: 600 }}>{t('promotionLines.code', { code, amount: money(pricing.codeAmount) })}</Typography>
      )}
      {codeShown && pricing.codeOutcome === 'not-combined' && (
        <Typography variant="body2">{t('promotionLines.codeNotCombined', { code })}</Typography>
      )}
      {codeApplied ? (
        <Typography sx={{ fontWeight: 600, mt: 0.5 }}>{t('promotionLines.subtotalAfterCode', { amount: money(pricing.subtotal - pricing.promotionAmount - pricing.codeAmount) })}</Typography>
      ) : (
        pricing.promotions.length > 0 && (
          <Typography sx={{ fontWeight: 600, mt: 0.5 }}>{t('promotionLines.subtotal', { amount: money(pricing.subtotal - pricing.promotionAmount) })}</Typography>
        )
      )}
      {pricing.hints.length > 0 && (
        <Box component="ul" aria-label={t('promotionLines.hints')} sx={{ listStyle: 'none', m: 0, mt: 0.5, p: 0 }}>
          {pricing.hints.map((hint) => (
            <Typography component="li" variant="body2" key={hint.promotionId} sx={{ color: 'info.main' }}>
              <LocalOfferIcon fontSize="inherit" aria-hidden sx={{ verticalAlign: 'middle', mr: 0.5 }} />
              {hint.text}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
