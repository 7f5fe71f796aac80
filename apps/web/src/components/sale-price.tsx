import { styled } from '@mui/material/styles';

/** Read by screen readers, not shown: the one sentence that says both prices. */
const VISUALLY_HIDDEN = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** The struck regular price beside the sale price; the sale price in the error colour (red), as shops mark a sale. */
const OnSale = styled('span')(({ theme }) => ({
  '& > s': { color: theme.palette.text.secondary, fontWeight: 400, fontSize: '0.8em', marginRight: '0.4em', whiteSpace: 'nowrap' },
  '& > .sale-now': { color: theme.palette.error.main, whiteSpace: 'nowrap' },
}));

interface SalePriceProps {
  /** The price in effect, as the shopper reads it ("$8.00", or a range). */
  price: string;
  /** The regular price, as the shopper reads it, when a sale lowers it; null or the same text: no sale. */
  regular: string | null;
  /** The screen's words for both: "Regular price $10.00, sale price $8.00" (its own catalogue, in the page's language). */
  label: (regular: string, sale: string) => string;
  className?: string;
  /** The element that holds the price: a paragraph in a card or dialog, a span in a table cell or line. */
  as?: 'p' | 'span';
}

/**
 * A price as a shopper sees it: on sale, the regular price struck through (`<s>`) before the sale
 * price, with one sentence for screen readers that names both; otherwise the price alone. Plain
 * elements with one style rule, so it costs the first view almost nothing (decision 068).
 */
export function SalePrice({ price, regular, label, className, as: Tag = 'span' }: SalePriceProps) {
  if (regular === null || regular === price) return <Tag className={className}>{price}</Tag>;
  return (
    <Tag className={className} data-sale="">
      <span style={VISUALLY_HIDDEN}>{label(regular, price)}</span>
      <OnSale aria-hidden="true">
        <s>{regular}</s>
        <span className="sale-now">{price}</span>
      </OnSale>
    </Tag>
  );
}
