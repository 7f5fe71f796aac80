import { defineServerCatalogue } from '../i18n/server-catalogue.js';
import { messages as english } from './account-change.messages.en.js';
import { messages as french } from './account-change.messages.fr.js';

/** A signed-in member's password and e-mail changes, in the language they asked in. */
export const accountChangeMessages = defineServerCatalogue(english, french);
