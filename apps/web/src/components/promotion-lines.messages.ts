import { defineCatalogue } from '../lib/i18n/catalogue';
import { messages } from './promotion-lines.messages.en';

export const promotionLinesMessages = defineCatalogue(messages, () => import('./promotion-lines.messages.fr'));
