import { defineCatalogue } from '../../lib/i18n/catalogue';
import { messages } from './receipt-gift-cards.messages.en';

export const receiptGiftCardsMessages = defineCatalogue(messages, () => import('./receipt-gift-cards.messages.fr'));
