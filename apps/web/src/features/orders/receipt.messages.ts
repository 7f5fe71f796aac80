import { defineCatalogue } from '../../lib/i18n/catalogue';
import { messages } from './receipt.messages.en';

export const receiptMessages = defineCatalogue(messages, () => import('./receipt.messages.fr'));
