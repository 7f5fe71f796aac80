import { formatCents } from '@backroom/core/money';
import { Alert, Breadcrumbs, Button, Link, List, ListItem, Paper, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { staffCategoriesQuery } from '../shared/api/staff-categories';
import { deleteItem, itemVariantsQuery, staffItemQuery, syncItem } from './api/staff-items';
import { ItemEditor } from './item-editor';
import { ItemSales } from './item-sales';
import { useCanEdit } from '../shared/staff-access';
import { ScreenTitle } from '../shared/screen-title';
import { waitingShoppersQuery } from './api/staff-stock-alerts';
import { WaitingShoppersNote } from './waiting-shoppers';
import { RouterLink } from '../../../components/router-link';

/** /admin/items/{id}: one item's editor, and the variants when it heads a group. */
export function ItemEditorScreen() {
  const itemId = useParams().itemId ?? '';
  const queryClient = useQueryClient();
  const item = useQuery(staffItemQuery(itemId));
  const categories = useQuery(staffCategoriesQuery);
  const variants = useQuery({ ...itemVariantsQuery(itemId), enabled: item.data?.group.enabled === true });
  const [reloads, setReloads] = useState(0);
  const canEdit = useCanEdit();
  const navigate = useNavigate();
  const sync = useMutation({
    mutationFn: () => syncItem(itemId),
    onSuccess: (synced) => queryClient.setQueryData(staffItemQuery(itemId).queryKey, synced),
  });
  const remove = useMutation({
    mutationFn: deleteItem,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin', 'items'] });
      void navigate('/admin/items');
    },
  });

  return (
    <Stack spacing={2}>
      <Breadcrumbs aria-label="Where you are">
        <Link component={RouterLink} to="/admin/items">
          Items
        </Link>
        <Typography>{item.data?.name ?? itemId}</Typography>
      </Breadcrumbs>
      <ScreenTitle>{item.data ? `Edit ${item.data.name}` : 'Edit item'}</ScreenTitle>
      {item.error && <Alert severity="error">{item.error.message}</Alert>}
      {/* Shoppers are told when the item shows in stock again: not while hidden (the server's stock-alert sweeper). */}
      <WaitingShoppersNote itemId={itemId} inStock={item.data !== undefined && item.data.stock > 0 && !item.data.hidden} />
      {canEdit && item.data && (
        <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="center">
          <Button variant="outlined" disabled={sync.isPending} onClick={() => sync.mutate()}>
            Re-derive stock, search and pictures
          </Button>
          <Button
            variant="outlined"
            color="error"
            disabled={remove.isPending}
            onClick={() => {
              if (item.data && globalThis.confirm(`Delete ${item.data.name} for good?`)) remove.mutate(item.data);
            }}
          >
            Delete item
          </Button>
          {sync.isSuccess && <Alert severity="success">Re-derived.</Alert>}
        </Stack>
      )}
      {(sync.error ?? remove.error) && <Alert severity="error">{(sync.error ?? remove.error)?.message}</Alert>}
      {item.data && (
        <ItemEditor
          key={`${item.data.id}:${reloads}`}
          item={item.data}
          categories={categories.data ?? []}
          onSaved={(saved) => {
            queryClient.setQueryData(staffItemQuery(itemId).queryKey, saved);
            void queryClient.invalidateQueries({ queryKey: ['admin', 'items'] });
            void queryClient.invalidateQueries({ queryKey: waitingShoppersQuery.queryKey });
          }}
          onReload={() => {
            void item.refetch().then(() => setReloads((count) => count + 1));
          }}
        />
      )}
      {item.data && <ItemSales item={item.data} onChanged={() => void item.refetch()} />}
      {item.data?.group.enabled && (
        <Paper sx={{ p: { xs: 2, md: 3 } }} component="section" aria-label="Variants">
          <Typography component="h2" variant="h6">
            Variants of this group
          </Typography>
          <List dense>
            {(variants.data ?? []).map((variant) => (
              <ListItem key={variant.id}>
                <Link component={RouterLink} to={`/admin/items/${encodeURIComponent(variant.id)}`}>
                  {variant.group.variantName ?? variant.name}
                </Link>
                &nbsp;— {formatCents(variant.price)}
                {variant.priceInEffect < variant.price && `, on sale at ${formatCents(variant.priceInEffect)}`}, stock {variant.stock}
                {variant.hidden && ', hidden'}
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </Stack>
  );
}
