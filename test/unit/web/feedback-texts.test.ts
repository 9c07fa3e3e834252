import { describe, expect, it } from 'vitest';
import { recordNames } from '../../../web/src/components/record-names.js';
import { toastDurationMs } from '../../../web/src/components/toast-duration.js';
import { cnMessages, formatMessage, type MessageKey, type MessageTable } from '../../../web/src/i18n/messages.js';
import { en } from '../../../web/src/i18n/messages-en.js';

/** The console's translate function over one locale's table. */
const translate =
  (table: MessageTable) =>
  (key: MessageKey, values?: Readonly<Record<string, string | number>>): string =>
    formatMessage(table, key, values);

describe('record names in confirmations and results', () => {
  it('lists up to three names, then the first three and how many there are', () => {
    const cn = translate(cnMessages);
    expect(recordNames(['告警'], cn)).toBe('告警');
    expect(recordNames(['告警', '通知', '巡检'], cn)).toBe('告警、通知、巡检');
    expect(recordNames(['A', 'B', 'C', 'D', 'E'], cn)).toBe('A、B、C 等 5 项');
    const english = translate(en);
    expect(recordNames(['alarm', 'notice'], english)).toBe('alarm, notice');
    expect(recordNames(['A', 'B', 'C', 'D', 'E'], english)).toBe('A, B, C and 2 more');
  });
});

describe('toast durations', () => {
  it('keeps a toast that offers a next step until it is dismissed or followed', () => {
    expect(toastDurationMs('success', true)).toBeUndefined();
    expect(toastDurationMs('success', false)).toBe(5000);
  });
});
