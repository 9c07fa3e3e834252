import { describe, expect, it } from 'vitest';
import { LOCALE_STORAGE_KEY, readLocale, writeLocale } from '../../../web/src/i18n/locale.js';
import { sessionCheckIntervalMs } from '../../../web/src/session/check-interval.js';
import { toastDurationMs } from '../../../web/src/components/toast-duration.js';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('locale persistence', () => {
  it('defaults to cn when nothing or something unknown is stored', () => {
    expect(readLocale(memoryStorage())).toBe('cn');
    expect(readLocale(memoryStorage({ locale: 'fr' }))).toBe('cn');
    expect(readLocale(undefined)).toBe('cn');
  });

  it('keeps the choice in local storage under the key locale', () => {
    const storage = memoryStorage();
    writeLocale(storage, 'en');
    expect(storage.values.get(LOCALE_STORAGE_KEY)).toBe('en');
    expect(LOCALE_STORAGE_KEY).toBe('locale');
    expect(readLocale(storage)).toBe('en');
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readLocale(broken)).toBe('cn');
    expect(() => writeLocale(broken, 'en')).not.toThrow();
  });
});

describe('session re-check period', () => {
  it('is 60 000 ms in production whatever is stored', () => {
    expect(sessionCheckIntervalMs({ production: true, storage: memoryStorage({ 'sia.sessionCheckMs': '1000' }) })).toBe(
      60_000,
    );
  });

  it('honours the override outside production, but not below 500 ms or when not a number', () => {
    expect(
      sessionCheckIntervalMs({ production: false, storage: memoryStorage({ 'sia.sessionCheckMs': '1500' }) }),
    ).toBe(1500);
    expect(sessionCheckIntervalMs({ production: false, storage: memoryStorage({ 'sia.sessionCheckMs': '10' }) })).toBe(
      60_000,
    );
    expect(
      sessionCheckIntervalMs({ production: false, storage: memoryStorage({ 'sia.sessionCheckMs': 'soon' }) }),
    ).toBe(60_000);
    expect(sessionCheckIntervalMs({ production: false, storage: memoryStorage() })).toBe(60_000);
  });
});

describe('toast durations', () => {
  it('lasts 5 s on success or information; a failure or warning stays until dismissed', () => {
    expect(toastDurationMs('success')).toBe(5000);
    expect(toastDurationMs('info')).toBe(5000);
    expect(toastDurationMs('error')).toBeUndefined();
    expect(toastDurationMs('warning')).toBeUndefined();
  });
});
