import { defineCatalogue } from '../../lib/i18n/catalogue';
import { messages } from './stock-alert.messages.en';

export const stockAlertMessages = defineCatalogue(messages, () => import('./stock-alert.messages.fr'));
