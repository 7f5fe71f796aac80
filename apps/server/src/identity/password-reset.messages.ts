import { defineServerCatalogue } from '../i18n/server-catalogue.js';
import { messages as english } from './password-reset.messages.en.js';
import { messages as french } from './password-reset.messages.fr.js';

/** A member's "forgot password" e-mail, in the language they asked in. */
export const passwordResetMessages = defineServerCatalogue(english, french);
