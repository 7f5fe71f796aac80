import { defineCatalogue } from '../../lib/i18n/catalogue';
import { messages } from './cart.messages.en';

export const cartMessages = defineCatalogue(messages, () => import('./cart.messages.fr'));
