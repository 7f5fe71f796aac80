import { defineServerCatalogue } from '../i18n/server-catalogue.js';
import { messages as english } from './payment-email.messages.en.js';
import { messages as french } from './payment-email.messages.fr.js';

/** The shopper's e-transfer e-mails, in the language they ordered in. */
export const paymentEmailMessages = defineServerCatalogue(english, french);
