import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatFen,
  formatNumber,
  formatYuan,
  formatReading,
  formattingFor,
  intlLocale,
  NO_VALUE,
} from '../../../web/src/components/formatting.js';

describe('console formatting', () => {
  it('shows money grouped with two decimals, from yuan or from fen, and a dash for none', () => {
    expect(formatYuan(20389.8, 'cn')).toBe('20,389.80');
    expect(formatFen(2_038_980, 'en')).toBe('20,389.80');
    expect(formatFen(-8265, 'cn')).toBe('-82.65');
    expect(formatFen(undefined, 'cn')).toBe(NO_VALUE);
  });

  it('writes the console locales as zh-CN and en-GB', () => {
    expect(intlLocale('cn')).toBe('zh-CN');
    expect(intlLocale('en')).toBe('en-GB');
  });

  describe('date and time', () => {
    const iso = '2024-05-03T00:07:09.000Z';
    it('writes an ISO time in 24-hour form with seconds in both languages', () => {
      expect(formatDateTime(iso, 'cn', 'UTC')).toBe('2024/05/03 00:07:09');
      expect(formatDateTime(iso, 'en', 'UTC')).toBe('03/05/2024, 00:07:09');
    });

    it('takes epoch milliseconds and dates alike', () => {
      const ms = Date.parse('2024-05-03T14:07:09.000Z');
      expect(formatDateTime(ms, 'cn', 'UTC')).toBe('2024/05/03 14:07:09');
      expect(formatDateTime(new Date(ms), 'en', 'UTC')).toBe('03/05/2024, 14:07:09');
      expect(formatDateTime(0, 'en', 'UTC')).toBe('01/01/1970, 00:00:00');
    });

    it('writes the day alone for screens that show days only', () => {
      expect(formatDate(iso, 'cn', 'UTC')).toBe('2024/05/03');
      expect(formatDate(iso, 'en', 'UTC')).toBe('03/05/2024');
      expect(formatDate(iso, 'en', 'America/New_York')).toBe('02/05/2024');
      expect(formattingFor('cn').date(iso, 'UTC')).toBe('2024/05/03');
      for (const value of [undefined, null, '', 'not a time']) expect(formatDate(value, 'en')).toBe(NO_VALUE);
    });

    it('binds the formatters to a console locale (what useFormatting returns)', () => {
      expect(formattingFor('cn').dateTime(iso, 'UTC')).toBe(formatDateTime(iso, 'cn', 'UTC'));
      expect(formattingFor('en').dateTime(iso, 'UTC')).toBe('03/05/2024, 00:07:09');
      expect(formattingFor('en').dateTime(undefined)).toBe(NO_VALUE);
      expect(formattingFor('en').number(1234.5)).toBe('1,234.5');
    });

    it('shows a dash for an absent or unreadable time', () => {
      for (const value of [undefined, null, '', 'not a time', Number.NaN]) {
        expect(formatDateTime(value, 'cn')).toBe(NO_VALUE);
      }
    });
  });

  describe('numbers', () => {
    it('groups thousands and keeps at most three fraction digits unless told', () => {
      expect(formatNumber(1234567, 'en')).toBe('1,234,567');
      expect(formatNumber(1234567, 'cn')).toBe('1,234,567');
      expect(formatNumber(12.3456, 'en')).toBe('12.346');
      expect(formatNumber(12.5, 'en', 2)).toBe('12.50');
    });

    it('shows a dash for an absent or infinite number', () => {
      expect(formatNumber(undefined, 'en')).toBe(NO_VALUE);
      expect(formatNumber(Number.POSITIVE_INFINITY, 'en')).toBe(NO_VALUE);
    });
  });

  describe('readings', () => {
    it('shows at most three fraction digits, trailing zeros trimmed, when the node sets no precision', () => {
      expect(formatReading(3000.8883744485797, 'en')).toBe('3,000.888');
      expect(formatReading(3000.8883744485797, 'cn')).toBe('3,000.888');
      expect(formatReading(21.5, 'cn')).toBe('21.5');
      expect(formatReading(40, 'cn')).toBe('40');
      expect(formatReading(0.1 + 0.2, 'en')).toBe('0.3');
    });

    it("shows exactly the node's precision", () => {
      expect(formatReading(3000.8883744485797, 'en', 0)).toBe('3,001');
      expect(formatReading(3000.8883744485797, 'en', 1)).toBe('3,000.9');
      expect(formatReading(21.5, 'cn', 2)).toBe('21.50');
      expect(formatReading(1.23456789012345, 'en', 10)).toBe('1.2345678901');
    });

    it('ignores a precision that is not a whole number from 0 on', () => {
      expect(formatReading(2.34567, 'en', -1)).toBe('2.346');
      expect(formatReading(2.34567, 'en', 1.5)).toBe('2.346');
    });

    it('shows text and switches as they came, and a dash before the first reading', () => {
      expect(formatReading('RUN', 'en')).toBe('RUN');
      expect(formatReading(true, 'cn')).toBe('true');
      expect(formatReading(undefined, 'en')).toBe(NO_VALUE);
      expect(formatReading(null, 'en')).toBe(NO_VALUE);
      expect(formatReading('', 'en')).toBe(NO_VALUE);
    });
  });
});
