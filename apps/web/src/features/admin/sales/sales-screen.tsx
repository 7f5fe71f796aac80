import type { Category, StaffItem } from '@backroom/core/catalog';
import type { Sale, SaleScope } from '@backroom/core/sales/sale-contract';
import { Alert, Autocomplete, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TableCell, TableRow, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { staffCategoriesQuery } from '../shared/api/staff-categories';
import { allSalesKey, createSale, deleteSale, endSale, patchSale, salesQuery, saleItemsQuery } from '../shared/api/staff-sales';
import { CreateForm } from '../shared/create-form';
import { FormRow } from '../shared/form-row';
import { halifaxTime, NO_TERMS, readTerms, saleGives, SaleTermsFields, type SaleTermsForm, termsOf } from '../shared/sale-terms';
import { ScreenTitle } from '../shared/screen-title';
import { StackedTable } from '../shared/stacked-table';
import { useCanEdit } from '../shared/staff-access';
import { RouterLink } from '../../../components/router-link';

/** How many ended sales the screen lists (the latest first). */
const ENDED_SHOWN = 10;

const SCOPE_NAMES: Record<SaleScope, string> = { item: 'Item', category: 'Category', brand: 'Brand' };

/** What a sale is on, in words: the item's name, or the category's, or the brand. */
function saleTarget(sale: Sale, items: ReadonlyMap<string, StaffItem>, categories: readonly Category[]): string {
  if (sale.scope === 'item') {
    const item = items.get(sale.itemId ?? '');
    return item ? `${item.name}${item.group.variantName ? ` – ${item.group.variantName}` : ''}` : (sale.itemId ?? '');
  }
  if (sale.scope === 'category') return `Category: ${categories.find((category) => category.id === sale.categoryId)?.name ?? sale.categoryId ?? ''}`;
  return `Brand: ${sale.brand ?? ''}`;
}

/** /admin/sales: what is on sale now, what is coming and what just ended; a new sale, changing one, ending one now. */
export function SalesScreen() {
  const queryClient = useQueryClient();
  const canEdit = useCanEdit();
  const sales = useQuery(salesQuery);
  const items = useQuery(saleItemsQuery);
  const categories = useQuery(staffCategoriesQuery);
  const [editing, setEditing] = useState<Sale | null>(null);
  const refresh = () => queryClient.invalidateQueries(allSalesKey);
  const end = useMutation({ mutationFn: endSale, onSettled: refresh });
  const remove = useMutation({ mutationFn: deleteSale, onSettled: refresh });
  const itemsById = new Map((items.data ?? []).map((item) => [item.id, item]));
  const all = sales.data ?? [];
  const lists: { title: string; sales: Sale[]; empty: string }[] = [
    { title: 'On sale now', sales: all.filter((sale) => sale.status === 'now'), empty: 'Nothing is on sale now.' },
    { title: 'Coming', sales: all.filter((sale) => sale.status === 'coming'), empty: 'No sale is coming.' },
    { title: 'Recently ended', sales: all.filter((sale) => sale.status === 'ended').slice(0, ENDED_SHOWN), empty: 'No sale has ended yet.' },
  ];
  const target = (sale: Sale) => saleTarget(sale, itemsById, categories.data ?? []);
  const actionError = end.error ?? remove.error;

  return (
    <Stack spacing={2}>
      <ScreenTitle>Sales</ScreenTitle>
      <Typography variant="body2">
        A sale lowers prices from its start to its end, both on Halifax&apos;s clock. Shoppers see the regular price struck through. When sales overlap,
        an item takes the lowest price.
      </Typography>
      {sales.error && <Alert severity="error">{sales.error.message}</Alert>}
      {canEdit && <NewSaleForm items={items.data ?? []} categories={categories.data ?? []} onSaved={refresh} />}
      {actionError && <Alert severity="error">{actionError.message}</Alert>}
      {lists.map((list) => (
        <Stack key={list.title} spacing={1} component="section" aria-label={list.title}>
          <Typography component="h2" variant="h6">
            {list.title}
          </Typography>
          <StackedTable
            label={list.title}
            columns={['On', 'Gives', 'Starts (Halifax)', 'Ends (Halifax)', 'Name', canEdit && list.title !== 'Recently ended' && '']}
            footer={
              list.sales.length === 0 && !sales.isPending ? (
                <Typography variant="body2" sx={{ p: 2 }}>
                  {list.empty}
                </Typography>
              ) : undefined
            }
          >
            {list.sales.map((sale) => (
              <TableRow key={sale.id}>
                <TableCell>
                  {sale.scope === 'item' && sale.itemId ? (
                    <RouterLink to={`/admin/items/${encodeURIComponent(sale.itemId)}`}>{target(sale)}</RouterLink>
                  ) : (
                    target(sale)
                  )}
                </TableCell>
                <TableCell>{saleGives(sale)}</TableCell>
                <TableCell>{halifaxTime(sale.startsAtLocal)}</TableCell>
                <TableCell>{halifaxTime(sale.endsAtLocal)}</TableCell>
                <TableCell>{sale.name}</TableCell>
                {canEdit && sale.status !== 'ended' && (
                  <TableCell>
                    <Stack direction="row" spacing={1}>
                      <Button size="small" onClick={() => setEditing(sale)} aria-label={`Change the sale on ${target(sale)}`}>
                        Change
                      </Button>
                      <Button size="small" disabled={end.isPending} onClick={() => end.mutate(sale.id)} aria-label={`End now: the sale on ${target(sale)}`}>
                        End now
                      </Button>
                      {sale.status === 'coming' && (
                        <Button size="small" color="error" disabled={remove.isPending} onClick={() => remove.mutate(sale.id)} aria-label={`Delete the sale on ${target(sale)}`}>
                          Delete
                        </Button>
                      )}
                    </Stack>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </StackedTable>
        </Stack>
      ))}
      {editing && <EditSaleDialog sale={editing} target={target(editing)} onClose={() => setEditing(null)} onSaved={refresh} />}
    </Stack>
  );
}

interface NewSaleFormProps {
  items: readonly StaffItem[];
  categories: readonly Category[];
  onSaved: () => void;
}

/** A new sale: on an item (a sale price), a category or a brand (a percentage off), from a start to an end. */
function NewSaleForm({ items, categories, onSaved }: NewSaleFormProps) {
  const [scope, setScope] = useState<SaleScope>('category');
  const [item, setItem] = useState<StaffItem | null>(null);
  const [categoryId, setCategoryId] = useState('');
  const [brand, setBrand] = useState('');
  const [terms, setTerms] = useState<SaleTermsForm>(NO_TERMS);
  const [problem, setProblem] = useState<string | null>(null);
  const brands = [...new Set(items.map((one) => one.brand.trim()).filter((name) => name !== ''))].sort((a, b) => a.localeCompare(b));
  const save = useMutation({
    mutationFn: createSale,
    onSuccess: () => {
      setTerms(NO_TERMS);
      setItem(null);
      onSaved();
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const read = readTerms(terms, scope === 'item' ? 'price' : 'percent');
    if ('problem' in read) return setProblem(read.problem);
    if (scope === 'item' && !item) return setProblem('Choose the item.');
    if (scope === 'category' && categoryId === '') return setProblem('Choose the category.');
    if (scope === 'brand' && brand.trim() === '') return setProblem('Choose the brand.');
    setProblem(null);
    const on = scope === 'item' ? { itemId: item?.id ?? '' } : scope === 'category' ? { categoryId } : { brand: brand.trim() };
    save.mutate({ scope, ...on, ...read.terms });
  };
  return (
    <CreateForm label="New sale" onSubmit={onSubmit} submitLabel="Save sale" pending={save.isPending} problem={problem} error={save.error} wrap>
      <TextField select label="On" size="small" value={scope} onChange={(event) => setScope(event.target.value as SaleScope)} sx={{ width: 130 }}>
        {(Object.keys(SCOPE_NAMES) as SaleScope[]).map((one) => (
          <MenuItem key={one} value={one}>
            {SCOPE_NAMES[one]}
          </MenuItem>
        ))}
      </TextField>
      {scope === 'item' && (
        <Autocomplete
          options={items}
          value={item}
          onChange={(_event, chosen) => setItem(chosen)}
          getOptionLabel={(option) => `${option.name}${option.group.variantName ? ` – ${option.group.variantName}` : ''} (${option.id})`}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          renderInput={(params) => <TextField {...params} label="Item" size="small" />}
          sx={{ minWidth: 280 }}
        />
      )}
      {scope === 'category' && (
        <TextField select label="Category" size="small" value={categoryId} onChange={(event) => setCategoryId(event.target.value)} sx={{ minWidth: 240 }}>
          {categories.map((category) => (
            <MenuItem key={category.id} value={category.id}>
              {category.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      {scope === 'brand' && (
        <Autocomplete
          freeSolo
          options={brands}
          inputValue={brand}
          onInputChange={(_event, value) => setBrand(value)}
          renderInput={(params) => <TextField {...params} label="Brand" size="small" />}
          sx={{ minWidth: 220 }}
        />
      )}
      <SaleTermsFields kind={scope === 'item' ? 'price' : 'percent'} form={terms} onChange={setTerms} regularPrice={scope === 'item' ? item?.price : undefined} />
    </CreateForm>
  );
}

/** Changing a sale's price or percent, its start, end or name; what it is on stays. */
function EditSaleDialog({ sale, target, onClose, onSaved }: { sale: Sale; target: string; onClose: () => void; onSaved: () => void }) {
  const [terms, setTerms] = useState<SaleTermsForm>(() => termsOf(sale));
  const [problem, setProblem] = useState<string | null>(null);
  const kind = sale.scope === 'item' ? 'price' : 'percent';
  const save = useMutation({
    mutationFn: (patch: Parameters<typeof patchSale>[1]) => patchSale(sale.id, patch),
    onSuccess: () => {
      onSaved();
      onClose();
    },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const read = readTerms(terms, kind);
    if ('problem' in read) return setProblem(read.problem);
    setProblem(null);
    // A sale on now keeps its start: it has started, and moving it is not a change staff mean.
    const { startsAt, ...rest } = read.terms;
    save.mutate(sale.status === 'now' || startsAt === undefined ? rest : { ...rest, startsAt });
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="edit-sale-title" maxWidth="md" fullWidth>
      <form onSubmit={onSubmit} aria-label="Change sale">
        <DialogTitle id="edit-sale-title">Change the sale on {target}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormRow wrap align="flex-start">
              <SaleTermsFields kind={kind} form={terms} onChange={setTerms} started={sale.status === 'now'} />
            </FormRow>
            {(problem ?? save.error) && <Alert severity="error">{problem ?? save.error?.message}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Save changes
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
