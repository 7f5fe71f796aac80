import { defineCatalogue } from '../../lib/i18n/catalogue';
import { messages } from './catalog.messages.en';

export const catalogMessages = defineCatalogue(messages, () => import('./catalog.messages.fr'));
