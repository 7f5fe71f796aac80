import { defineServerCatalogue } from '../i18n/server-catalogue.js';
import { messages as english } from './refund-email.messages.en.js';
import { messages as french } from './refund-email.messages.fr.js';

/** The shopper's refund e-mail, in the language they ordered in. */
export const refundEmailMessages = defineServerCatalogue(english, french);
