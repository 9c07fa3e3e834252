import type { ReactNode } from 'react';
import { useI18n } from '@/i18n/i18n-context.js';
import { scopeDescription, type MessagingScope } from './scope.js';
import { ScreenLayout } from '@/components/screen-layout.js';

/**
 * The frame of a messaging management screen: its title over the scope's
 * description (platform or enterprise), then the screen's tables.
 */
export function MessagingScreen(props: { scope: MessagingScope; title: string; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <ScreenLayout title={props.title} description={t(scopeDescription(props.scope))}>
      {props.children}
    </ScreenLayout>
  );
}
