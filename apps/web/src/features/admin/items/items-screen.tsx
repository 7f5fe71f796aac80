import { formatCents } from '@backroom/core/money';
import { Alert, Button, Link, Paper, Stack, TableCell, TableRow, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { createItem, staffItemsQuery, type StaffItemListFilter } from './api/staff-items';
import { useCanEdit } from '../shared/staff-access';
import { FormRow } from '../shared/form-row';
import { StackedTable } from '../shared/stacked-table';
import { ScreenTitle } from '../shared/screen-title';
import { WaitingShoppersPanel } from './waiting-shoppers';
import { RouterLink } from '../../../components/router-link';

const FILTERS: readonly { value: StaffItemListFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'incomplete', label: 'Incomplete' },
  { value: 'orphans', label: 'Orphans' },
  { value: 'hidden', label: 'Hidden' },
];
const SHOWN_ROWS = 200;

/** The back office's item list: search by name, brand or sku, and the server's filters. */
export function ItemsScreen() {
  const canEdit = useCanEdit();
  const [filter, setFilter] = useState<StaffItemListFilter>('all');
  const [search, setSearch] = useState('');
  const { data: items, error, isPending } = useQuery(staffItemsQuery(filter));
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const matching = (items ?? []).filter((item) => {
    const text = `${item.name} ${item.brand} ${item.sku} ${item.id}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
  return (
    <Stack spacing={2}>
      <ScreenTitle>Items</ScreenTitle>
      <Stack direction="row" spacing={2} useFlexGap alignItems="center" flexWrap="wrap">
        <TextField label="Search items" size="small" value={search} onChange={(event) => setSearch(event.target.value)} sx={{ width: { xs: '100%', sm: 360 } }} />
        <ToggleButtonGroup exclusive size="small" value={filter} onChange={(_, value: StaffItemListFilter | null) => value && setFilter(value)} aria-label="Which items">
          {FILTERS.map((option) => (
            <ToggleButton key={option.value} value={option.value}>
              {option.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {items && (
          <Typography variant="body2" color="text.secondary">
            {matching.length} of {items.length} items
          </Typography>
        )}
      </Stack>
      {canEdit && <NewItemForm />}
      <WaitingShoppersPanel items={items} />
      {error && <Alert severity="error">{error.message}</Alert>}
      {isPending && <Typography>Loading items...</Typography>}
      {items && (
        <StackedTable
          label="Items"
          columns={['Name', 'Brand', 'SKU', 'Category', { label: 'Price', align: 'right' }, { label: 'Stock', align: 'right' }, 'Flags']}
          footer={
            matching.length > SHOWN_ROWS && (
              <Typography variant="body2" sx={{ p: 2 }}>
                Showing the first {SHOWN_ROWS}: search to narrow the list.
              </Typography>
            )
          }
        >
          {matching.slice(0, SHOWN_ROWS).map((item) => (
            <TableRow key={item.id} hover>
              <TableCell>
                <Link component={RouterLink} to={`/admin/items/${encodeURIComponent(item.id)}`}>
                  {item.name}
                </Link>
                {item.group.variantName && ` (${item.group.variantName})`}
              </TableCell>
              <TableCell>{item.brand}</TableCell>
              <TableCell>{item.sku}</TableCell>
              <TableCell>{item.categoryId ?? '—'}</TableCell>
              <TableCell align="right">{formatCents(item.price)}</TableCell>
              <TableCell align="right">{item.stock}</TableCell>
              <TableCell>{[item.hidden && 'hidden', item.discontinued && 'discontinued', item.special && 'special', item.group.enabled && 'group'].filter(Boolean).join(', ')}</TableCell>
            </TableRow>
          ))}
        </StackedTable>
      )}
    </Stack>
  );
}

/** A new item starts hidden with an id and a name; the editor opens to fill in the rest. */
function NewItemForm() {
  const navigate = useNavigate();
  const [id, setId] = useState('');
  const [name, setName] = useState('');
  const create = useMutation({
    mutationFn: () => createItem(id.trim(), name.trim()),
    onSuccess: (item) => void navigate(`/admin/items/${encodeURIComponent(item.id)}`),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  return (
    <Paper component="form" onSubmit={onSubmit} aria-label="New item" sx={{ p: 2 }}>
      <FormRow>
        <TextField label="New item id" size="small" required value={id} onChange={(event) => setId(event.target.value)} helperText="Letters, digits, dots and dashes" />
        <TextField label="New item name" size="small" required value={name} onChange={(event) => setName(event.target.value)} sx={{ width: 360 }} />
        <Button type="submit" variant="outlined" disabled={create.isPending || id.trim() === '' || name.trim() === ''}>
          Create item
        </Button>
      </FormRow>
      {create.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {create.error.message}
        </Alert>
      )}
    </Paper>
  );
}
