import { defineCatalogue } from '../../lib/i18n/catalogue';
import { messages } from './checkout.messages.en';

export const checkoutMessages = defineCatalogue(messages, () => import('./checkout.messages.fr'));
