import { NIL_ID } from '@shared/constants/ids.js';
import { STATUS_TRANSITIONS, type AppScope, type StatusTransition } from '@shared/constants/application-rules.js';
import type { MessageKey } from '@/i18n/messages.js';

/** The `flag` of an address (`?flag=platform|enterprise|private`); private when missing or unknown. */
export function scopeOf(flag: string | null): AppScope {
  return flag === 'platform' || flag === 'enterprise' ? flag : 'private';
}

/** `createCompanyId` of a new application in a scope (doc 2 §3): the nil id, the enterprise's, or empty. */
export function companyIdFor(scope: AppScope, enterpriseId: string | undefined): string {
  if (scope === 'platform') return NIL_ID;
  if (scope === 'enterprise') return enterpriseId ?? '';
  return '';
}

/** The management list a scope returns to. */
export const managementPath = (scope: AppScope) => `/console/application-management-${scope}`;

/** The console address of a screen of this feature with its query. */
export function screenPath(screen: string, query: Record<string, string>): string {
  return `/console/${screen}?${new URLSearchParams(query).toString()}`;
}

/** The publisher's status actions from a status code (the transition table's publisher rows). */
export function publisherActions(code: string): StatusTransition[] {
  return STATUS_TRANSITIONS.filter((t) => t.by === 'publisher' && t.from === code);
}

/** The label of a transition's action. */
export const actionLabel: Record<StatusTransition['action'], MessageKey> = {
  submit: 'apps.action.submit',
  withdraw: 'apps.action.withdraw',
  approve: 'apps.action.approve',
  reject: 'apps.action.reject',
  online: 'apps.action.online',
  offline: 'apps.action.offline',
  archive: 'apps.action.archive',
};

/** The result text of a change into a status. */
export const doneText = (code: string): MessageKey => `apps.status.done${code}` as MessageKey;

/** What a change into a status will do, said by its confirmation before it happens. */
export const willText = (code: string): MessageKey => `apps.status.will${code}` as MessageKey;
