import type { StaffItem } from '@backroom/core/catalog';
import { Alert, Chip, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { waitingShoppersQuery } from './api/staff-stock-alerts';

const shoppers = (count: number) => (count === 1 ? '1 shopper waits' : `${count} shoppers wait`);

/** The items list's panel: which items shoppers wait for (confirmed back-in-stock alerts), most awaited first. */
export function WaitingShoppersPanel({ items }: { items: readonly StaffItem[] | undefined }) {
  const { data: waiting } = useQuery(waitingShoppersQuery);
  if (!waiting || waiting.length === 0) return null;
  const names = new Map((items ?? []).map((item) => [item.id, item.group.variantName ? `${item.name} (${item.group.variantName})` : item.name]));
  const awaited = [...waiting].sort((a, b) => b.waiting - a.waiting || a.itemId.localeCompare(b.itemId));
  return (
    <Paper component="section" aria-label="Shoppers waiting" sx={{ p: 2 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        Shoppers waiting for items to be back in stock
      </Typography>
      <Stack direction="row" useFlexGap flexWrap="wrap" gap={1}>
        {awaited.map(({ itemId, waiting: count }) => (
          <Chip
            key={itemId}
            component={RouterLink}
            to={`/admin/items/${encodeURIComponent(itemId)}`}
            clickable
            variant="outlined"
            label={`${names.get(itemId) ?? itemId}: ${count}`}
            aria-label={`${names.get(itemId) ?? itemId}: ${shoppers(count)}`}
          />
        ))}
      </Stack>
    </Paper>
  );
}

/** The item editor's note of how many confirmed shoppers wait for this item; nothing when none do. */
export function WaitingShoppersNote({ itemId }: { itemId: string }) {
  const { data: waiting } = useQuery(waitingShoppersQuery);
  const count = waiting?.find((row) => row.itemId === itemId)?.waiting ?? 0;
  if (count === 0) return null;
  return <Alert severity="info">{`${shoppers(count)} for this item to be back in stock: each gets one e-mail when it is.`}</Alert>;
}
