import { defineCatalogue } from '../lib/i18n/catalogue';
import { messages } from './gift-card-lines.messages.en';

export const giftCardLinesMessages = defineCatalogue(messages, () => import('./gift-card-lines.messages.fr'));
