import { defineCatalogue } from '../../lib/i18n/catalogue';
import { messages } from './gift-card-balance.messages.en';

export const giftCardBalanceMessages = defineCatalogue(messages, () => import('./gift-card-balance.messages.fr'));
