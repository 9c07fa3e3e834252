import TopNavigation, { type TopNavigationProps } from '@cloudscape-design/components/top-navigation';
import { useNavigate } from 'react-router-dom';
import { NIL_ID, type Locale } from '@shared/constants/ids.js';
import type { RoleSummary } from '@shared/schemas/session.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { isLocale } from '@/i18n/locale.js';
import { useSession } from '@/session/session-context.js';
import { useNotifications } from './notifications.js';
import { useFollow } from './router-link.js';
import { useUnreadBadgeUtility } from '@/features/messaging/inbox/unread-badge.js';
import { localText } from '@/i18n/local-text.js';
import { userMenuScreens } from '@/routing/features.js';
import { userMenuEntries } from './navigation-items.js';

/** A role's label: the all-roles entry (nil id) gets the catalogue text; English uses nameEn when present. */
export function roleLabel(role: RoleSummary | undefined, locale: Locale, allRoles: string): string {
  if (!role) return allRoles;
  if (role.id === NIL_ID) return allRoles;
  return locale === 'en' && role.nameEn ? role.nameEn : role.name;
}

/**
 * The top bar: identity, then (when signed in) the enterprise switcher and
 * the role switcher, the language switch and the user menu with the personal screens the menu grants (own
 * details, password, personal certification) and sign-out; signed out it offers the language switch and Sign in.
 */
export function TopBar() {
  const { t, locale, setLocale } = useI18n();
  const session = useSession();
  const { notify } = useNotifications();
  const follow = useFollow();
  const navigate = useNavigate();
  const data = session.status === 'authenticated' ? session.data : undefined;
  const unreadBadge = useUnreadBadgeUtility(data?.me.id);

  const switchTo = async (run: () => Promise<void>, done: string) => {
    try {
      await run();
      notify({ type: 'success', content: done });
    } catch (failure) {
      notify({ type: 'error', content: t('nav.switchFailed', { message: (failure as Error).message }) });
    }
  };

  const localeUtility: TopNavigationProps.Utility = {
    type: 'menu-dropdown',
    text: locale === 'cn' ? t('nav.localeCn') : t('nav.localeEn'),
    title: t('nav.language'),
    ariaLabel: t('nav.language'),
    iconName: 'globe',
    items: [
      { id: 'locale:cn', text: t('nav.localeCn'), lang: 'zh-CN', disabled: locale === 'cn' },
      { id: 'locale:en', text: t('nav.localeEn'), lang: 'en', disabled: locale === 'en' },
    ],
    onItemClick: ({ detail }) => {
      const next = detail.id.slice('locale:'.length);
      if (isLocale(next)) setLocale(next);
    },
  };

  const utilities: TopNavigationProps.Utility[] = [];
  if (data) {
    const allRoles = t('nav.allRoles');
    utilities.push(
      {
        type: 'menu-dropdown',
        text: data.currentEnterprise
          ? localText(data.currentEnterprise.name, data.currentEnterprise.nameEn, locale)
          : t('nav.noEnterprise'),
        title: t('nav.enterprise'),
        ariaLabel: t('nav.enterprise'),
        iconName: 'group',
        disableUtilityCollapse: true,
        items: data.enterprises.map((enterprise) => ({
          id: `enterprise:${enterprise.id}`,
          text: localText(enterprise.name, enterprise.nameEn, locale),
          disabled: session.switching || enterprise.id === data.currentEnterprise?.id,
        })),
        onItemClick: ({ detail }) => {
          const id = detail.id.slice('enterprise:'.length);
          const chosen = data.enterprises.find((enterprise) => enterprise.id === id);
          const name = chosen ? localText(chosen.name, chosen.nameEn, locale) : id;
          void switchTo(() => session.switchEnterprise(id), t('nav.switchEnterpriseDone', { name }));
        },
      },
      {
        type: 'menu-dropdown',
        text: roleLabel(data.currentRole, locale, allRoles),
        title: t('nav.role'),
        ariaLabel: t('nav.role'),
        iconName: 'user-profile-active',
        disableUtilityCollapse: true,
        items: data.roles.map((role) => ({
          id: `role:${role.id}`,
          text: roleLabel(role, locale, allRoles),
          disabled: session.switching || role.id === data.currentRole?.id,
        })),
        onItemClick: ({ detail }) => {
          const id = detail.id.slice('role:'.length);
          const name = roleLabel(
            data.roles.find((role) => role.id === id),
            locale,
            allRoles,
          );
          void switchTo(() => session.switchRole(id), t('nav.switchRoleDone', { name }));
        },
      },
      localeUtility,
      {
        type: 'menu-dropdown',
        text: data.me.userName,
        description: data.me.email,
        ariaLabel: t('nav.userMenu'),
        iconName: 'user-profile',
        items: [
          ...userMenuEntries(data.menu, locale, userMenuScreens).map(({ href, text }) => ({
            id: `screen:${href}`,
            text,
            href,
          })),
          { id: 'signout', text: t('nav.signOut') },
        ],
        onItemFollow: (event) =>
          follow({ preventDefault: () => event.preventDefault(), detail: { href: event.detail.href } }),
        onItemClick: ({ detail }) => {
          if (detail.id === 'signout') void navigate('/common/logout');
        },
      },
    );
    // Last, so the other utilities keep their places.
    if (unreadBadge) utilities.push(unreadBadge);
  } else {
    utilities.push(localeUtility, {
      type: 'button',
      text: t('nav.signIn'),
      href: '/common/login',
      onClick: (event) => {
        event.preventDefault();
        void navigate('/common/login');
      },
    });
  }

  return (
    <TopNavigation
      identity={{
        href: data ? '/console' : '/',
        title: t('app.name'),
        onFollow: (event) =>
          follow({ preventDefault: () => event.preventDefault(), detail: { href: data ? '/console' : '/' } }),
      }}
      utilities={utilities}
      i18nStrings={{
        overflowMenuTriggerText: t('nav.overflowMenu'),
        overflowMenuTitleText: t('nav.overflowMenu'),
      }}
    />
  );
}
