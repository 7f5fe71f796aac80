import { defineCatalogue } from '../../lib/i18n/catalogue';
import { messages } from './listing-filters.messages.en';

export const listingFiltersMessages = defineCatalogue(messages, () => import('./listing-filters.messages.fr'));
