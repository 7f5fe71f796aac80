import type { Locale } from '@backroom/core/locale';
import type { StockAlertRequested } from '@backroom/core/stock-alerts/stock-alert-contract';
import { postStoreJson } from '../../../lib/api-client';

/** POST items/{id}/stock-alerts: asks for one e-mail when the item is back; a confirmation e-mail follows. */
export function requestStockAlert(itemId: string, request: { email: string; consent: true; locale: Locale }): Promise<StockAlertRequested> {
  return postStoreJson<StockAlertRequested>(`/items/${encodeURIComponent(itemId)}/stock-alerts`, request);
}
