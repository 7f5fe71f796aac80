import { defineCatalogue } from '../../lib/i18n/catalogue';
import { messages } from './gates.messages.en';

export const gateMessages = defineCatalogue(messages, () => import('./gates.messages.fr'));
