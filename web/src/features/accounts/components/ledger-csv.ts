import '../messages/accounts-messages.js';
import { csvText } from '@/components/csv.js';
import { formatDateTime } from '@/components/formatting.js';
import type { MessageKey } from '@/i18n/messages.js';
import type { Locale } from '@shared/constants/ids.js';
import type { LedgerEntry } from '../api/accounts.js';

/** A ledger as a CSV file's text: time, kind, description, signed amount in yuan, actor and entry number. */
export function ledgerCsv(entries: readonly LedgerEntry[], locale: Locale, t: (key: MessageKey) => string): string {
  return csvText(
    [
      t('accounts.ledger.at'),
      t('accounts.ledger.kind'),
      t('accounts.ledger.description'),
      t('accounts.ledger.amount'),
      t('accounts.ledger.actor'),
      t('accounts.ledger.entryId'),
    ],
    entries.map((entry) => [
      formatDateTime(entry.at, locale),
      t(`accounts.kind.${entry.kind}`),
      locale === 'en' ? entry.description.en : entry.description.cn,
      // A number with two decimals, so a spreadsheet sums it.
      entry.amount.toFixed(2),
      entry.actorName,
      entry.entryId,
    ]),
  );
}
