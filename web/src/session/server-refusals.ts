import { gatewayQuotaReached, pushRuleQuotaReached, type QuotaMessage } from '@shared/constants/platform-quotas.js';
import type { MessageKey } from '@/i18n/messages.js';

/** A catalogue text for a server message: its key and the values of its placeholders. */
export interface LocalisedMessage {
  readonly key: MessageKey;
  readonly values?: Readonly<Record<string, string>>;
}

/** `text` as a pattern that matches it literally. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The pattern of a quota refusal's English words, whatever the quota. */
const quotaPattern = (words: (quota: string) => QuotaMessage) =>
  new RegExp(`^${literal(words('QUOTA').en).replace('QUOTA', '(\\d+)')}$`);

/** The refusals the server words in English (functions/lib/auth, the quotas), each with its catalogue text. */
const refusals: readonly (readonly [RegExp, MessageKey, ...names: string[]])[] = [
  [/^Platform administrators only$/, 'refusal.platformAdmin'],
  [/^Platform auditors only$/, 'refusal.auditor'],
  [/^Members of this enterprise only$/, 'refusal.member'],
  [/^You are not a member of this enterprise$/, 'refusal.member'],
  [/^You do not hold this role in this enterprise$/, 'refusal.role'],
  [/^You can only access your own records$/, 'refusal.self'],
  [/^Your current role does not grant (\S+) in this enterprise$/, 'refusal.privilege', 'privilege'],
  // The platform's quotas (shared/constants/platform-quotas.ts), whichever screen met them.
  [quotaPattern(gatewayQuotaReached), 'refusal.gatewayQuota', 'quota'],
  [quotaPattern(pushRuleQuotaReached), 'refusal.pushRuleQuota', 'quota'],
];

/**
 * The catalogue text of a known server refusal, so the console shows it in the user's language
 * ("加载失败：仅平台管理员可用" rather than "Platform administrators only"); undefined for any other message,
 * which is shown as the server worded it.
 */
export function localisedRefusal(message: string | undefined): LocalisedMessage | undefined {
  if (!message) return undefined;
  for (const [pattern, key, ...names] of refusals) {
    const match = pattern.exec(message);
    if (match) return { key, values: Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])) };
  }
  return undefined;
}
