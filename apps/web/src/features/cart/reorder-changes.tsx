import type { ReorderChange } from '@backroom/core/members/reorder';
import { formatCents } from '@backroom/core/money';
import { Alert, AlertTitle, Button } from '@mui/material';
import { useEffect, useState } from 'react';
import { useMessages } from '../../lib/i18n/use-messages';
import { clearReorderNotice, type ReorderNotice, readReorderNotice } from '../../lib/reorder-notice';
import { cartMessages } from './cart.messages';

/** What changed since the order just put back in the cart was placed: prices, stock, items no longer sold. */
export function ReorderChanges() {
  const t = useMessages(cartMessages);
  const [notice, setNotice] = useState<ReorderNotice | null>(null);
  // Kept in this tab's storage, which the server's render does not have: read once the page is the browser's.
  useEffect(() => setNotice(readReorderNotice()), []);
  if (!notice) return null;
  const dismiss = () => {
    clearReorderNotice();
    setNotice(null);
  };
  const money = (cents: number | null) => (cents === null ? '' : formatCents(cents, t.locale));
  const lineOf = (change: ReorderChange) => {
    const values = { name: change.name, price: money(change.price), pastPrice: money(change.pastPrice), ordered: change.ordered, added: change.added };
    return t(`cart.reorder.${change.kind}`, values);
  };
  const leftOut = notice.changes.some((change) => change.added === 0);
  return (
    <Alert
      severity={leftOut ? 'warning' : 'info'}
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={dismiss}>
          {t('cart.reorder.dismiss')}
        </Button>
      }
    >
      <AlertTitle>{t('cart.reorder.title', { order: notice.orderId })}</AlertTitle>
      {notice.changes.length === 0 ? (
        t('cart.reorder.unchanged')
      ) : (
        <>
          {t('cart.reorder.changed')}
          <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
            {notice.changes.map((change) => (
              <li key={`${change.itemId}-${change.kind}`}>{lineOf(change)}</li>
            ))}
          </ul>
        </>
      )}
    </Alert>
  );
}
