import type { Cart } from '@backroom/core/cart';
import { formatCents } from '@backroom/core/money';
import { Alert, Box, Button, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { updateCart } from '../../lib/cart-store';
import { discountQuery, useDiscount } from '../../lib/promotions/cart-discount';
import { useMessages, type Translator } from '../../lib/i18n/use-messages';
import { checkoutMessages } from './checkout.messages';

/** Why a code gives nothing, in the shopper's words. */
function refusal(code: string, error: unknown, t: Translator<NonNullable<(typeof checkoutMessages)['ids']>>): string {
  if (error instanceof ApiError && error.status === 404) return t('checkout.discount.invalid', { code });
  if (error instanceof ApiError && error.status < 500) return t('checkout.discount.invalidWhy', { code, message: error.message });
  return t('checkout.discount.unchecked', { code });
}

interface DiscountCodeFieldProps {
  cart: Cart;
  /** What the code takes off the order now, in cents. */
  discountAmount: number;
  /** The store does not combine codes with promotions, and the cart's promotions give more: the code is not used. */
  notCombined?: boolean;
}

/**
 * Applies a code through GET order/discount/{code} and keeps it in the cart with what it saves.
 * A stored code is checked again when the checkout opens; one that no longer exists is dropped.
 */
export function DiscountCodeField({ cart, discountAmount, notCombined = false }: DiscountCodeFieldProps) {
  const queryClient = useQueryClient();
  const t = useMessages(checkoutMessages);
  const [typed, setTyped] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const applied = cart.discountCode;
  const stored = useDiscount(applied);

  useEffect(() => {
    if (applied === '' || !stored.error) return;
    setMessage(refusal(applied, stored.error, t));
    if (stored.error instanceof ApiError && stored.error.status < 500) {
      updateCart((current) => ({ ...current, discountCode: '', discountAmount: 0 }));
    }
  }, [applied, stored.error, t]);

  useEffect(() => {
    if (applied !== '' && stored.data && cart.discountAmount !== discountAmount) {
      updateCart((current) => ({ ...current, discountAmount }));
    }
  }, [applied, stored.data, cart.discountAmount, discountAmount]);

  const apply = async () => {
    const code = typed.trim();
    if (code === '') return;
    setChecking(true);
    setMessage(null);
    try {
      const discount = await queryClient.fetchQuery(discountQuery(code));
      // The shop answers with the code as it keeps it (its case may differ from what was typed).
      queryClient.setQueryData(discountQuery(discount.code).queryKey, discount);
      updateCart((current) => ({ ...current, discountCode: discount.code }));
      setTyped('');
    } catch (error) {
      setMessage(refusal(code, error, t));
    } finally {
      setChecking(false);
    }
  };

  const remove = () => {
    updateCart((current) => ({ ...current, discountCode: '', discountAmount: 0 }));
    setMessage(null);
  };

  return (
    <Box sx={{ mt: 2 }}>
      {applied !== '' ? (
        <Alert
          severity={notCombined ? 'warning' : 'success'}
          action={
            <Button color="inherit" size="small" onClick={remove} aria-label={t('checkout.discount.removeLabel', { code: applied })}>
              {t('checkout.discount.remove')}
            </Button>
          }
        >
          {notCombined
            ? t('checkout.discount.notCombined', { code: applied })
            : t('checkout.discount.applied', { code: applied, amount: formatCents(discountAmount, t.locale) })}
        </Alert>
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void apply();
          }}
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
        >
          <TextField
            label={t('checkout.discount.label')}
            size="small"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            error={message !== null}
            slotProps={{ htmlInput: { maxLength: 40, autoCapitalize: 'characters', spellCheck: false } }}
            sx={{ flex: 1 }}
          />
          <Button type="submit" variant="outlined" disabled={checking || typed.trim() === ''}>
            {t('checkout.discount.apply')}
          </Button>
        </Box>
      )}
      {message && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }} onClose={() => setMessage(null)}>
          {message}
        </Alert>
      )}
    </Box>
  );
}
