import { DEFAULT_LOCALE, LOCALES, type Locale } from '@shared/constants/ids.js';

/** Local-storage key of the chosen locale (spec doc 1 §1). */
export const LOCALE_STORAGE_KEY = 'locale';

/** The part of `Storage` the locale needs, so tests can pass a plain object. */
export type LocaleStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** True when a value names a supported locale. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Reads the stored locale; anything missing, unknown or unreadable gives the default (cn). */
export function readLocale(storage: LocaleStorage | undefined): Locale {
  try {
    const stored = storage?.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/** Stores the locale; a storage that refuses (private mode, quota) keeps the choice for this page only. */
export function writeLocale(storage: LocaleStorage | undefined, locale: Locale): void {
  try {
    storage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // The choice still applies to the open page; nothing else to do.
  }
}

/** The BCP 47 tag for `<html lang>` and Cloudscape's I18nProvider. */
export function htmlLang(locale: Locale): string {
  return locale === 'cn' ? 'zh-CN' : 'en';
}
