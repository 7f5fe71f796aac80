import { formatCents, parseDollars } from '@backroom/core/money';
import type { Sale } from '@backroom/core/sales/sale-contract';
import { TextField } from '@mui/material';

/** A sale's terms as typed: its price in dollars or its percent, its start and end on Halifax's clock, its name. */
export interface SaleTermsForm {
  name: string;
  /** Dollars ("12.99") for a sale on an item, a whole percent ("20") for a category or a brand. */
  amount: string;
  /** "2026-05-01T00:00" (Halifax time), or '' for now. */
  startsAt: string;
  /** "2026-05-31T23:59" (Halifax time). */
  endsAt: string;
}

export const NO_TERMS: SaleTermsForm = { name: '', amount: '', startsAt: '', endsAt: '' };

/** What the sale gives: a price (a sale on an item) or a percentage off (a category's or a brand's). */
export type SaleKind = 'price' | 'percent';

/** A sale's terms in its form, to change them. */
export function termsOf(sale: Sale): SaleTermsForm {
  return {
    name: sale.name,
    amount: sale.salePrice !== null ? (sale.salePrice / 100).toFixed(2) : String(sale.percent ?? ''),
    startsAt: sale.startsAtLocal,
    endsAt: sale.endsAtLocal,
  };
}

export interface ReadTerms {
  name: string;
  salePrice?: number;
  percent?: number;
  startsAt?: string;
  endsAt: string;
}

/** The terms as the API takes them, or why not: the checks staff can be told of before asking the server. */
export function readTerms(form: SaleTermsForm, kind: SaleKind): { terms: ReadTerms } | { problem: string } {
  const terms: ReadTerms = { name: form.name.trim(), endsAt: form.endsAt };
  if (kind === 'price') {
    const cents = parseDollars(form.amount);
    if (cents === null || cents < 1) return { problem: 'A sale price is in dollars, e.g. 12.99.' };
    terms.salePrice = cents;
  } else {
    const percent = Number(form.amount);
    if (!(form.amount.trim() !== '' && Number.isInteger(percent) && percent >= 1 && percent <= 90)) return { problem: 'A percent off is a whole number from 1 to 90.' };
    terms.percent = percent;
  }
  if (form.endsAt === '') return { problem: 'Choose when the sale ends.' };
  if (form.startsAt !== '') {
    if (form.startsAt >= form.endsAt) return { problem: 'The sale ends after it starts.' };
    terms.startsAt = form.startsAt;
  }
  return { terms };
}

const DAY = new Intl.DateTimeFormat('en-CA', { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A Halifax wall time ("2026-05-01T00:00") as staff read it: "Fri, May 1, 2026, 00:00". */
export function halifaxTime(local: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})/.exec(local);
  if (!match) return local;
  const [, year, month, day, time] = match;
  return `${DAY.format(Date.UTC(Number(year), Number(month) - 1, Number(day)))}, ${time}`;
}

/** What a sale gives, in words: "$12.99" or "20% off". */
export function saleGives(sale: Pick<Sale, 'salePrice' | 'percent'>): string {
  return sale.salePrice !== null ? formatCents(sale.salePrice) : `${sale.percent ?? 0}% off`;
}

interface SaleTermsFieldsProps {
  kind: SaleKind;
  form: SaleTermsForm;
  onChange: (form: SaleTermsForm) => void;
  /** The regular price, beside a sale price. */
  regularPrice?: number;
  /** The sale has started: its start is kept. */
  started?: boolean;
}

/** A sale's price or percent, start and end (Halifax time) and name, in a form's row. */
export function SaleTermsFields({ kind, form, onChange, regularPrice, started = false }: SaleTermsFieldsProps) {
  const field = (name: keyof SaleTermsForm) => ({
    value: form[name],
    onChange: (event: { target: { value: string } }) => onChange({ ...form, [name]: event.target.value }),
    size: 'small' as const,
  });
  const when = { inputLabel: { shrink: true } };
  return (
    <>
      {kind === 'price' ? (
        <TextField
          label="Sale price ($)"
          {...field('amount')}
          helperText={regularPrice === undefined ? 'In dollars, e.g. 12.99' : `Regular price ${formatCents(regularPrice)}`}
          sx={{ width: 170 }}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      ) : (
        <TextField label="Percent off" {...field('amount')} helperText="1 to 90" sx={{ width: 120 }} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
      )}
      <TextField label="Starts (Halifax time)" type="datetime-local" {...field('startsAt')} disabled={started} helperText={started ? 'Started' : 'Empty: now'} slotProps={when} />
      <TextField label="Ends (Halifax time)" type="datetime-local" {...field('endsAt')} helperText="Regular price again from then" slotProps={when} />
      <TextField label="Name (optional)" {...field('name')} helperText="Staff see it" sx={{ minWidth: 200 }} />
    </>
  );
}
