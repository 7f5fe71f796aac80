import type { StaffItem } from '@backroom/core/catalog';
import type { WaitingShoppers } from '@backroom/core/stock-alerts/stock-alert-contract';
import { Alert, Chip, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { waitingShoppersQuery } from './api/staff-stock-alerts';
import { RouterLink } from '../../../components/router-link';

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

/** How often the editor's note asks again: every half minute, and every two seconds while the server e-mails the shoppers. */
const NOTE_REFRESH_MS = 30_000;
const NOTE_REFRESH_WHILE_TELLING_MS = 2_000;

/**
 * The item editor's note of how many confirmed shoppers wait for this item; nothing when none do.
 * Once the item is in stock again (`inStock`), the server e-mails them within half a minute
 * (STOCK_ALERT_SWEEP_SECONDS): the note says so and goes when they have been told.
 */
export function WaitingShoppersNote({ itemId, inStock }: { itemId: string; inStock: boolean }) {
  const waitingFor = (rows: WaitingShoppers | undefined) => rows?.find((row) => row.itemId === itemId)?.waiting ?? 0;
  const { data: waiting } = useQuery({
    ...waitingShoppersQuery,
    refetchInterval: (query) => (inStock && waitingFor(query.state.data) > 0 ? NOTE_REFRESH_WHILE_TELLING_MS : NOTE_REFRESH_MS),
  });
  const count = waitingFor(waiting);
  if (count === 0) return null;
  if (inStock) return <Alert severity="success">{`${shoppers(count)} for this item: it is back in stock, so each is being sent one e-mail.`}</Alert>;
  return <Alert severity="info">{`${shoppers(count)} for this item to be back in stock: each gets one e-mail when it is.`}</Alert>;
}
