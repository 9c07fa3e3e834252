import '../messages/messaging-messages.js';
import { MESSAGING_PLATFORM_SCOPE } from '@shared/constants/messaging-rules.js';
import type { MessageKey } from '@/i18n/messages.js';
import { useSession } from '@/session/session-context.js';
import type { MessagingScopeId } from '../api/messaging.js';

/** Whose records a message administration screen manages: the platform's, or the current enterprise's. */
export type MessagingScope = 'platform' | 'enterprise';

export interface ScopeState {
  /** False while the session (and with it the current enterprise) loads. */
  ready: boolean;
  /** What the calls send as `?enterpriseId=`: undefined for the platform. */
  scopeId: MessagingScopeId;
  /** The enterprise whose roles and organisation the member pickers read (the nil id for the platform). */
  organisationId: string | undefined;
}

/**
 * The scope of a screen: the platform screens send no enterprise id; the
 * `-enterprise` screens send the current enterprise's, so switching
 * enterprise in the top bar reloads them with the new one. The platform's
 * member pickers read the roles of the nil enterprise (spec doc 1 §9).
 */
export function useMessagingScope(scope: MessagingScope): ScopeState {
  const session = useSession();
  const enterpriseId = session.data?.currentEnterprise?.id;
  if (scope === 'platform')
    return { ready: Boolean(session.data), scopeId: undefined, organisationId: MESSAGING_PLATFORM_SCOPE };
  return { ready: Boolean(enterpriseId), scopeId: enterpriseId, organisationId: enterpriseId };
}

/** The key that tells loads of different scopes apart (`useLoad` reloads when it changes). */
export const scopeKey = (state: ScopeState) => (state.ready ? (state.scopeId ?? 'platform') : undefined);

type Screen = 'category' | 'type' | 'group' | 'sent';

/** The title of each screen in each scope (the menu names of the seed). */
export function screenTitle(screen: Screen, scope: MessagingScope): MessageKey {
  const keys: Record<Screen, [MessageKey, MessageKey]> = {
    category: ['messaging.title.category', 'messaging.title.categoryEnterprise'],
    type: ['messaging.title.type', 'messaging.title.typeEnterprise'],
    group: ['messaging.title.group', 'messaging.title.groupEnterprise'],
    sent: ['messaging.title.sent', 'messaging.title.sentEnterprise'],
  };
  return keys[screen][scope === 'platform' ? 0 : 1];
}

/** The line under each screen's title saying which scope it manages. */
export const scopeDescription = (scope: MessagingScope): MessageKey =>
  scope === 'platform' ? 'messaging.description.platform' : 'messaging.description.enterprise';
