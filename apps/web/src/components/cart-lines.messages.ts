import { defineCatalogue } from '../lib/i18n/catalogue';
import { messages } from './cart-lines.messages.en';

export const cartLinesMessages = defineCatalogue(messages, () => import('./cart-lines.messages.fr'));
