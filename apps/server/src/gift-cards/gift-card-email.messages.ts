import { defineServerCatalogue } from '../i18n/server-catalogue.js';
import { messages as english } from './gift-card-email.messages.en.js';
import { messages as french } from './gift-card-email.messages.fr.js';

/** The gift card e-mail, in the language it was bought or issued in. */
export const giftCardEmailMessages = defineServerCatalogue(english, french);
