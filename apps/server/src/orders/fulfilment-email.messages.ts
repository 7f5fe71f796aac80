import { defineServerCatalogue } from '../i18n/server-catalogue.js';
import { messages as english } from './fulfilment-email.messages.en.js';
import { messages as french } from './fulfilment-email.messages.fr.js';

/** The shopper's shipped, ready-for-pickup and delivered e-mails, in the language they ordered in. */
export const fulfilmentEmailMessages = defineServerCatalogue(english, french);
