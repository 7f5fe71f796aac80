import { defineCatalogue } from '../../lib/i18n/catalogue';
import { messages } from './receipt-parcels.messages.en';

export const receiptParcelsMessages = defineCatalogue(messages, () => import('./receipt-parcels.messages.fr'));
