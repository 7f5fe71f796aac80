import { defineCatalogue } from '../i18n/catalogue';
import { messages } from './shipping-method.messages.en';

export const shippingMethodMessages = defineCatalogue(messages, () => import('./shipping-method.messages.fr'));
