import { defineCatalogue } from '../../lib/i18n/catalogue';
import { messages } from './static-pages.messages.en';

export const staticPageMessages = defineCatalogue(messages, () => import('./static-pages.messages.fr'));
