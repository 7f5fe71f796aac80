import { defineCatalogue } from '../../lib/i18n/catalogue';
import { messages } from './saved-cart.messages.en';

export const savedCartMessages = defineCatalogue(messages, () => import('./saved-cart.messages.fr'));
