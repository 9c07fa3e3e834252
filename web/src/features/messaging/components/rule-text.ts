import '../messages/messaging-messages.js';
import type { I18nValue } from '@/i18n/i18n-context.js';
import type { RuleBroken } from './form-rules.js';

/** The text of a broken client rule. */
export function ruleText(
  t: I18nValue['t'],
  broken: RuleBroken | { rule: 'recipients' } | undefined,
): string | undefined {
  if (!broken) return undefined;
  if (broken.rule === 'required') return t('messaging.rule.required');
  if (broken.rule === 'recipients') return t('messaging.rule.recipients');
  return t('messaging.rule.tooLong', { max: broken.max });
}
