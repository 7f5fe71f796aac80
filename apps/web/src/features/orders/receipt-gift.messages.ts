import { defineCatalogue } from '../../lib/i18n/catalogue';
import { messages } from './receipt-gift.messages.en';

export const receiptGiftMessages = defineCatalogue(messages, () => import('./receipt-gift.messages.fr'));
