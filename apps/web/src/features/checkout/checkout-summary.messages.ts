import { defineCatalogue } from '../../lib/i18n/catalogue';
import { messages } from './checkout-summary.messages.en';

export const checkoutSummaryMessages = defineCatalogue(messages, () => import('./checkout-summary.messages.fr'));
