import type { TopNavigationProps } from '@cloudscape-design/components/top-navigation';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useI18n } from '@/i18n/i18n-context.js';
import { useUnreadCount } from './use-unread-count.js';

/** Where the badge leads (spec doc 1 §2). */
export const MESSAGE_CENTER_PATH = '/console/message-center';

/** The live feed and the inbox texts, loaded only once a user is signed in (they are not part of the first load). */
const loadLiveBadge = () =>
  Promise.all([import('./unread-badge-live.js'), import('../messages/inbox-messages.js')]).then(([live]) => live);

/**
 * The top bar's unread badge: a link to the message centre showing the
 * number of unread messages, with Cloudscape's badge dot while any is unread.
 * It starts the live feed (WebSocket push, poll while the socket is down);
 * until the feed's module has loaded there is no badge.
 */
export function useUnreadBadgeUtility(userId: string | undefined): TopNavigationProps.Utility | undefined {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { count } = useUnreadCount();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void loadLiveBadge().then((live) => {
      if (cancelled) return;
      stop = live.startUnreadBadgeFeed(userId);
      setLoaded(true);
    });
    return () => {
      cancelled = true;
      stop?.();
      setLoaded(false);
    };
  }, [userId]);
  if (!userId || !loaded) return undefined;
  const unread = count ?? 0;
  return {
    type: 'button',
    iconName: 'notification',
    text: unread > 0 ? t('inbox.badge.textCount', { count: unread }) : t('inbox.badge.text'),
    title: t('inbox.badge.aria', { count: unread }),
    ariaLabel: t('inbox.badge.aria', { count: unread }),
    badge: unread > 0,
    disableUtilityCollapse: true,
    href: MESSAGE_CENTER_PATH,
    onClick: (event) => {
      event.preventDefault();
      void navigate(MESSAGE_CENTER_PATH);
    },
  };
}
