import type { I18nValue } from '@/i18n/i18n-context.js';

/** How many names a confirmation or a result lists before it counts the rest. */
export const NAMES_SHOWN = 3;

/**
 * The records an action concerns, named in a confirmation or its result ("删除消息类别 告警、通知？",
 * "消息类别 告警、通知 已删除"): every name up to `shown`, then the first ones and the count ("A、B、C 等 5 项",
 * "A, B, C and 2 more"), so a bulk action still says what it acts on without a list as long as the table.
 */
export function recordNames(names: readonly string[], t: I18nValue['t'], shown = NAMES_SHOWN): string {
  const separator = t('app.namesSeparator');
  if (names.length <= shown) return names.join(separator);
  return t('app.namesMore', {
    names: names.slice(0, shown).join(separator),
    count: names.length,
    more: names.length - shown,
  });
}
