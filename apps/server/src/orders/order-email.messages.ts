import { defineServerCatalogue } from '../i18n/server-catalogue.js';
import { messages as english } from './order-email.messages.en.js';
import { messages as french } from './order-email.messages.fr.js';

/** The shopper's order e-mails, in the language they ordered in. */
export const orderEmailMessages = defineServerCatalogue(english, french);
