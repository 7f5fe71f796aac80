import { defineCatalogue } from '../../lib/i18n/catalogue';
import { messages } from './checkout-problems.messages.en';

export const checkoutProblemMessages = defineCatalogue(messages, () => import('./checkout-problems.messages.fr'));
