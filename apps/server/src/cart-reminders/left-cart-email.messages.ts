import { defineServerCatalogue } from '../i18n/server-catalogue.js';
import { messages as english } from './left-cart-email.messages.en.js';
import { messages as french } from './left-cart-email.messages.fr.js';

/** The left-cart reminder, in the language the shopper checked out in. */
export const leftCartEmailMessages = defineServerCatalogue(english, french);
