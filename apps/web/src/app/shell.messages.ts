import { defineCatalogue } from '../lib/i18n/catalogue';
import { messages } from './shell.messages.en';

export const shellMessages = defineCatalogue(messages, () => import('./shell.messages.fr'));
