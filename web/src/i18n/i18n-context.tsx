import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nProvider as CloudscapeI18nProvider } from '@cloudscape-design/components/i18n';
import type { Locale } from '@shared/constants/ids.js';
import { cnMessages, formatMessage, type MessageKey, type MessageTable } from './messages.js';
import { htmlLang, readLocale, writeLocale } from './locale.js';

type CloudscapeMessages = Parameters<typeof CloudscapeI18nProvider>[0]['messages'];

export interface I18nValue {
  locale: Locale;
  setLocale: (locale: Locale) => void;
  /** The catalogue text of `key` in the current locale, placeholders filled from `values`. */
  t: (key: MessageKey, values?: Readonly<Record<string, string | number>>) => string;
}

const I18nContext = createContext<I18nValue | null>(null);

/** Cloudscape's own strings, one chunk per locale, loaded when the locale is first used. */
function loadCloudscapeMessages(locale: Locale): Promise<CloudscapeMessages[number]> {
  return locale === 'cn'
    ? import('@cloudscape-design/components/i18n/messages/all.zh-CN').then((module) => module.default)
    : import('@cloudscape-design/components/i18n/messages/all.en').then((module) => module.default);
}

/** The table of a locale; English is a separate chunk, loaded when first used. */
async function loadMessages(locale: Locale): Promise<MessageTable> {
  return locale === 'cn' ? cnMessages : (await import('./messages-en.js')).en;
}

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Holds the locale (kept in local storage under `locale`, default cn) and
 * feeds both our catalogue and Cloudscape's I18nProvider. Children render
 * once both tables of the locale are loaded (the previous locale stays on
 * screen while a switch loads), so no component shows without its labels.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(() => readLocale(browserStorage()));
  const [loaded, setLoaded] = useState<{ locale: Locale; table: MessageTable; cloudscape: CloudscapeMessages } | null>(
    null,
  );

  useEffect(() => {
    document.documentElement.lang = htmlLang(locale);
    let cancelled = false;
    const cloudscape = loadCloudscapeMessages(locale)
      .then((messages): CloudscapeMessages => [messages])
      .catch((): CloudscapeMessages => []);
    void Promise.all([loadMessages(locale), cloudscape]).then(([table, cloudscapeMessages]) => {
      if (!cancelled) setLoaded({ locale, table, cloudscape: cloudscapeMessages });
    });
    return () => {
      cancelled = true;
    };
  }, [locale]);

  const setLocale = useCallback((next: Locale) => {
    writeLocale(browserStorage(), next);
    setLocaleState(next);
  }, []);

  const value = useMemo<I18nValue | null>(
    () =>
      loaded && {
        locale: loaded.locale,
        setLocale,
        t: (key, values) => formatMessage(loaded.table, key, values),
      },
    [loaded, setLocale],
  );

  if (!value || !loaded) return null;
  return (
    <I18nContext.Provider value={value}>
      <CloudscapeI18nProvider locale={htmlLang(loaded.locale)} messages={loaded.cloudscape}>
        {children}
      </CloudscapeI18nProvider>
    </I18nContext.Provider>
  );
}

/** The current locale, its setter and the translate function. */
export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n must be used inside <I18nProvider>');
  return value;
}
