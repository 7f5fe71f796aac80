import { defineCatalogue } from '../../lib/i18n/catalogue';
import { messages } from './gift-card-form.messages.en';

export const giftCardFormMessages = defineCatalogue(messages, () => import('./gift-card-form.messages.fr'));
