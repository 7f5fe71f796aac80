import { defineCatalogue } from '../../lib/i18n/catalogue';
import { messages } from './florist-gift.messages.en';

export const floristGiftMessages = defineCatalogue(messages, () => import('./florist-gift.messages.fr'));
