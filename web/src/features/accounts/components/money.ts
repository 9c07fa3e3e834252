import { formatYuan } from '@/components/formatting.js';
import type { Locale } from '@shared/constants/ids.js';

/** A ledger amount with its sign: a credit `+250.50`, a debit `-12.50`. */
export const signedYuanText = (yuan: number, locale: Locale): string =>
  `${yuan > 0 ? '+' : ''}${formatYuan(yuan, locale)}`;

/** A yuan amount as a person types it: more than 0 with at most two decimals (the server's rule too). */
export const isYuanAmount = (text: string): boolean => /^\d+(\.\d{1,2})?$/.test(text.trim()) && Number(text) > 0;
