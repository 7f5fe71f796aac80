import { defineCatalogue } from '../../lib/i18n/catalogue';
import { messages } from './home.messages.en';

export const homeMessages = defineCatalogue(messages, () => import('./home.messages.fr'));
