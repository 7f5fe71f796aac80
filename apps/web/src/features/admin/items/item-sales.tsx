import type { StaffItem } from '@backroom/core/catalog';
import { formatCents } from '@backroom/core/money';
import { saleLocalTime } from '@backroom/core/sales/sale-time';
import { Alert, Button, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { allSalesKey, createSale, deleteSale, endSale, itemSalesQuery } from '../shared/api/staff-sales';
import { FormRow } from '../shared/form-row';
import { NARROW } from '../shared/narrow';
import { halifaxTime, NO_TERMS, readTerms, saleGives, SaleTermsFields, type SaleTermsForm } from '../shared/sale-terms';
import { useCanEdit } from '../shared/staff-access';
import { giftCardItemsQuery } from './api/staff-items';

interface ItemSalesProps {
  item: StaffItem;
  /** The item changed on the server (its price in effect): fetch it again. */
  onChanged: () => void;
}

/**
 * The item's sale prices, on now and coming, each ended now or deleted; and a new one with its
 * start and end on Halifax's clock. A group head's sale is on all its variants; a variant's page
 * sets the variant's own.
 */
export function ItemSales({ item, onChanged }: ItemSalesProps) {
  const giftCards = useQuery(giftCardItemsQuery);
  // A gift card (flagged itself or through its group head) is never on sale: the server refuses it.
  const giftCard = giftCards.data?.some((card) => card.itemId === item.id || card.itemId === item.group.parentId) ?? false;
  if (giftCard) {
    return (
      <SaleSection>
        <Alert severity="info">
          This item is sold as a gift card: a gift card is never on sale, as it is worth what it costs. Sales on its category or brand leave it at{' '}
          {formatCents(item.price)}, and promotions never discount it.
        </Alert>
      </SaleSection>
    );
  }
  return <ItemSaleForms item={item} onChanged={onChanged} />;
}

/** The editor's "Sale price" section around its content. */
function SaleSection({ children }: { children: ReactNode }) {
  return (
    <Paper component="section" aria-label="Sale price" sx={{ p: { xs: 2, [NARROW]: 3 } }}>
      <Stack spacing={2}>
        <Typography component="h2" variant="h6">
          Sale price
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}

function ItemSaleForms({ item, onChanged }: ItemSalesProps) {
  const queryClient = useQueryClient();
  const canEdit = useCanEdit();
  const sales = useQuery(itemSalesQuery(item.id));
  const [terms, setTerms] = useState<SaleTermsForm>(NO_TERMS);
  const [problem, setProblem] = useState<string | null>(null);
  const refresh = () => {
    void queryClient.invalidateQueries(allSalesKey);
    onChanged();
  };
  const create = useMutation({
    mutationFn: createSale,
    onSuccess: () => {
      setTerms(NO_TERMS);
      refresh();
    },
  });
  const end = useMutation({ mutationFn: endSale, onSettled: refresh });
  const remove = useMutation({ mutationFn: deleteSale, onSettled: refresh });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const read = readTerms(terms, 'price');
    if ('problem' in read) return setProblem(read.problem);
    if (read.terms.salePrice !== undefined && read.terms.salePrice >= item.price && !item.group.enabled) {
      return setProblem(`A sale price is below the regular price of ${formatCents(item.price)}.`);
    }
    setProblem(null);
    create.mutate({ scope: 'item', itemId: item.id, ...read.terms });
  };
  const open = (sales.data ?? []).filter((sale) => sale.status !== 'ended');
  const error = sales.error ?? end.error ?? remove.error;
  const onSale = item.priceInEffect < item.price;

  return (
    <SaleSection>
      <Typography variant="body2">
        {onSale
          ? `On sale now: ${formatCents(item.priceInEffect)} instead of ${formatCents(item.price)}, until ${item.saleEndsAt ? halifaxTime(saleLocalTime(item.saleEndsAt)) : '-'} (Halifax time).`
          : `Not on sale now: shoppers pay the regular price of ${formatCents(item.price)}.`}{' '}
        Sales on its category or brand count too; they are set on the Sales screen.
      </Typography>
      {error && <Alert severity="error">{error.message}</Alert>}
      {open.length > 0 && (
        <List dense disablePadding aria-label="Sales on this item">
          {open.map((sale) => (
            <ListItem
              key={sale.id}
              divider
              disableGutters
              sx={{ flexWrap: 'wrap', gap: 1 }}
            >
              <ListItemText
                primary={`${saleGives(sale)}${sale.status === 'now' ? ', on now' : ', coming'}${sale.itemId !== item.id ? ' (the whole group)' : ''}${sale.name ? ` – ${sale.name}` : ''}`}
                secondary={`${halifaxTime(sale.startsAtLocal)} to ${halifaxTime(sale.endsAtLocal)}, Halifax time`}
                sx={{ flex: '1 1 240px' }}
              />
              {canEdit && (
                <Stack direction="row" spacing={1}>
                  <Button size="small" disabled={end.isPending} onClick={() => end.mutate(sale.id)}>
                    End now
                  </Button>
                  <Button size="small" color="error" disabled={remove.isPending} onClick={() => remove.mutate(sale.id)}>
                    Delete
                  </Button>
                </Stack>
              )}
            </ListItem>
          ))}
        </List>
      )}
      {canEdit && (
        <form onSubmit={onSubmit} aria-label="New sale price">
          <Stack spacing={2}>
            <FormRow wrap align="flex-start">
              <SaleTermsFields kind="price" form={terms} onChange={setTerms} regularPrice={item.price} />
            </FormRow>
            {(problem ?? create.error) && <Alert severity="error">{problem ?? create.error?.message}</Alert>}
            <div>
              <Button type="submit" variant="contained" disabled={create.isPending}>
                Put on sale
              </Button>
            </div>
          </Stack>
        </form>
      )}
    </SaleSection>
  );
}
