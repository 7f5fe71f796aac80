import { defineCatalogue } from '../../lib/i18n/catalogue';
import { messages } from './members.messages.en';

export const membersMessages = defineCatalogue(messages, () => import('./members.messages.fr'));
