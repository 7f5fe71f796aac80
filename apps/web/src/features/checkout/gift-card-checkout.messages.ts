import { defineCatalogue } from '../../lib/i18n/catalogue';
import { messages } from './gift-card-checkout.messages.en';

export const giftCardCheckoutMessages = defineCatalogue(messages, () => import('./gift-card-checkout.messages.fr'));
