import { ENTERPRISE_MESSAGE_PAGE_SIZE } from '@shared/constants/inbox-rules.js';
import type { Locale } from '@shared/constants/ids.js';
import { ApiError } from '@/api/http-client.js';
import { localText } from '@/i18n/local-text.js';
import type {
  EnterpriseAction,
  EnterpriseMessageQuery,
  SelfDefinedType,
  SelfDefinedTypeCount,
  UserCentreMessage,
} from '../api/inbox.js';

/*
 * The message screens' rules, kept free of React so they are unit-tested
 * (test/unit/web/inbox-rules.test.ts).
 */

/** The id of the tab meaning every message: its type is empty (spec doc 1 §9 全部消息). */
export const ALL_TAB_ID = 'all';

/** One tab of the user message centre. */
export interface TypeTab {
  id: string;
  /** The `type` query value: the custom type's code, empty for every message. */
  type: string;
  /** The custom type (absent for 全部消息). */
  selfType?: SelfDefinedType;
  /** Unread messages of the tab. */
  count: number;
}

/**
 * The user centre's tabs: 全部消息 first (empty type, the sum of the counts),
 * then one per custom type in the server's order with its count (0 when the
 * server has none). Counts of types the server does not list are only in
 * the sum.
 */
export function typeTabs(types: readonly SelfDefinedType[], counts: readonly SelfDefinedTypeCount[]): TypeTab[] {
  const byType = new Map<string, number>();
  for (const entry of counts) {
    byType.set(entry.selfType, (byType.get(entry.selfType) ?? 0) + (Number(entry.count) || 0));
  }
  const total = [...byType.values()].reduce((sum, count) => sum + count, 0);
  return [
    { id: ALL_TAB_ID, type: '', count: total },
    ...types.map((selfType) => ({
      id: `type:${selfType.selfType}`,
      type: selfType.selfType,
      selfType,
      count: byType.get(selfType.selfType) ?? 0,
    })),
  ];
}

/** A custom type's name in the locale (English falls back to the Chinese name, an unlisted type to its code). */
export function selfTypeLabel(type: SelfDefinedType | undefined, locale: Locale, code = ''): string {
  if (!type) return code;
  return locale === 'en' && type.nameEn ? type.nameEn : type.name;
}

/** The type column of a message: its custom type's name (the listed one, else the one it carries, else its type). */
export function messageTypeLabel(
  types: readonly SelfDefinedType[],
  message: Pick<UserCentreMessage, 'selfDefinedType' | 'selfDefinedTypeName' | 'type'>,
  locale: Locale,
): string {
  const listed = types.find((type) => type.selfType === message.selfDefinedType);
  if (listed) return selfTypeLabel(listed, locale);
  return message.selfDefinedTypeName || message.type || message.selfDefinedType;
}

/** A message's texts as both centres list them: Chinese, and a system message's English rendering. */
export interface LocalisedMessage {
  title: string;
  titleEn?: string;
  description: string;
  descriptionEn?: string;
}

/**
 * A message's title and description in the locale: the English console shows a system message's English
 * rendering; what a person wrote, and messages delivered before the renderings existed, read as stored.
 */
export function messageText(message: LocalisedMessage, locale: Locale): { title: string; description: string } {
  return {
    title: localText(message.title, message.titleEn, locale),
    description: localText(message.description, message.descriptionEn, locale),
  };
}

/** The number of pages for `total` items (at least one, so the pager always shows). */
export function pagesCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/**
 * The page to show after `removed` items left page `pageIndex` (1-based) of
 * a list of `total` items: the same page, or the last one that still exists.
 */
export function pageAfterRemoval(pageIndex: number, total: number, removed: number, size: number): number {
  return Math.min(pageIndex, pagesCount(Math.max(0, total - removed), size));
}

/** The enterprise centre's views: every message, unread ones, collected ones, the recycle bin. */
export const ENTERPRISE_FILTERS = ['all', 'unread', 'collected', 'recycle'] as const;
export type EnterpriseFilter = (typeof ENTERPRISE_FILTERS)[number];

/**
 * The body of `POST /api-message/message/page/{userId}` for a view, a
 * category tab (empty: all categories) and a 1-based page index. The recycle
 * bin holds the deleted messages; every other view leaves them out.
 */
export function enterprisePageQuery(
  filter: EnterpriseFilter,
  category: string,
  pageIndex: number,
  size: number = ENTERPRISE_MESSAGE_PAGE_SIZE,
): EnterpriseMessageQuery {
  return {
    tabKey: filter,
    ...(category ? { messageCategory: category } : {}),
    ...(filter === 'collected' ? { hasCollect: true } : {}),
    hasDelete: filter === 'recycle',
    page: pageIndex - 1,
    size,
  };
}

/** The actions a view offers: the recycle bin restores and deletes permanently; other views read, collect and delete. */
export function enterpriseActions(filter: EnterpriseFilter): EnterpriseAction[] {
  return filter === 'recycle' ? ['undelete', 'cleanup'] : ['read', 'unread', 'collect', 'uncollect', 'delete'];
}

/**
 * How a failed action is reported (spec doc 1 §8: a failure warning or a
 * failure error, each with the server's message): the server refusing the
 * request (4xx) is a warning, a fault or no answer (5xx, network) an error.
 */
export function failureSeverity(failure: unknown): 'warning' | 'error' {
  return failure instanceof ApiError && failure.status >= 400 && failure.status < 500 ? 'warning' : 'error';
}
