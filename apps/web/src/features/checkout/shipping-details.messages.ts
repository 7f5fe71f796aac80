import { defineCatalogue } from '../../lib/i18n/catalogue';
import { messages } from './shipping-details.messages.en';

export const shippingDetailsMessages = defineCatalogue(messages, () => import('./shipping-details.messages.fr'));
