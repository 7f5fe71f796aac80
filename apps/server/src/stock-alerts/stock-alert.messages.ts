import { defineServerCatalogue } from '../i18n/server-catalogue.js';
import { messages as english } from './stock-alert.messages.en.js';
import { messages as french } from './stock-alert.messages.fr.js';

/** The back-in-stock alerts' e-mails and pages, in the shopper's language. */
export const stockAlertMessages = defineServerCatalogue(english, french);

export type StockAlertTranslator = ReturnType<typeof stockAlertMessages>;
