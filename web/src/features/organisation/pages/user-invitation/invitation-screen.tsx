import '../../messages/organisation-messages.js';
import { useState } from 'react';
import ContentLayout from '@cloudscape-design/components/content-layout';
import { ScreenHeader } from '@/components/screen-layout.js';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { listInvitations, type InvitationScope } from '../../api/organisation.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useLoad } from '@/components/use-load.js';
import { InvitationForm } from './invitation-form.js';
import { DEFAULT_PAGE_SIZE, InvitationTable } from './invitation-table.js';

/** The invitation screen of an enterprise or of the platform's private users: the input, then the table. */
export function InvitationScreen({ scope }: { scope: InvitationScope | undefined }) {
  const { t } = useI18n();
  const [pageIndex, setPageIndex] = useState(1);
  const key = scope ? `${scope.kind === 'private' ? 'private' : scope.enterpriseId}:${pageIndex}` : undefined;
  const page = useLoad(key, (signal) => listInvitations(scope!, pageIndex - 1, DEFAULT_PAGE_SIZE, signal));
  const isPrivate = scope?.kind === 'private';
  return (
    <ContentLayout
      header={
        <ScreenHeader
          title={t(isPrivate ? 'organisation.invite.privatePage' : 'organisation.invite.page')}
          description={t(isPrivate ? 'organisation.invite.privateDescription' : 'organisation.invite.description')}
        />
      }
    >
      {!scope ? (
        <StatusIndicator type="info">{t('organisation.common.noEnterprise')}</StatusIndicator>
      ) : (
        <SpaceBetween size="l">
          <InvitationForm
            scope={scope}
            onInvited={() => {
              if (pageIndex === 1) page.reload();
              else setPageIndex(1);
            }}
          />
          <InvitationTable
            scope={scope}
            page={page}
            pageIndex={pageIndex}
            pageSize={DEFAULT_PAGE_SIZE}
            onPageChange={setPageIndex}
          />
        </SpaceBetween>
      )}
    </ContentLayout>
  );
}
