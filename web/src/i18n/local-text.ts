import type { Locale } from '@shared/constants/ids.js';

/**
 * The text of a record in the console's language: the English console shows the record's English text when it
 * has one (seeded records carry both: the platform enterprise, role descriptions), else the stored text.
 */
export function localText(text: string, textEn: string | undefined, locale: Locale): string {
  return locale === 'en' && textEn ? textEn : text;
}
