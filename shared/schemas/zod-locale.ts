import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';

/**
 * `zod/mini` loads no locale: without one, every issue's message reads "Invalid input". This sets zod's English
 * messages, the ones the classic `zod` build registers by itself, so 400 answers and logs name the real problem
 * ("Too small: expected string to have >=1 characters"). Imported for its effect by every schema module
 * (`import './zod-locale.js'`), so it is set before any request is validated.
 */
z.config(en());
