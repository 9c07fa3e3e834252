import type { ReactNode } from 'react';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import { useI18n } from '@/i18n/i18n-context.js';
import { scopeDescription, type MessagingScope } from './scope.js';

/**
 * The frame of a messaging management screen: its title over the scope's
 * description (platform or enterprise), then the screen's tables.
 */
export function MessagingScreen(props: { scope: MessagingScope; title: string; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t(scopeDescription(props.scope))}>
          {props.title}
        </Header>
      }
    >
      {props.children}
    </ContentLayout>
  );
}
