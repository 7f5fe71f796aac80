import { defineServerCatalogue } from '../i18n/server-catalogue.js';
import { messages as english } from './staff-password.messages.en.js';
import { messages as french } from './staff-password.messages.fr.js';

/** The invitation and reset e-mails an admin has sent to staff, in the language the admin chose. */
export const staffPasswordMessages = defineServerCatalogue(english, french);
