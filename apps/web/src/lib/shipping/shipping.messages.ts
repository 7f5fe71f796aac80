import { defineCatalogue } from '../i18n/catalogue';
import { messages } from './shipping.messages.en';

export const shippingMessages = defineCatalogue(messages, () => import('./shipping.messages.fr'));
