import '../../messages/organisation-messages.js';
import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { DISABLEABLE_STATES, INVITATION_PAGE_SIZES, RESENDABLE_STATES } from '@shared/constants/organisation-rules.js';
import { disableInvitation, resendInvitation, type Invitation, type InvitationScope } from '../../api/organisation.js';
import { useNotifications } from '@/components/notifications.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useFormatting } from '@/components/formatting.js';
import { ConfirmModal } from '@/components/confirm-modal.js';
import { isForbidden } from '../department-management/server-errors.js';
import { messageOf } from '@/api/http-client.js';
import type { LoadState } from '@/components/use-load.js';
import { InvitationStateIndicator } from './invitation-state.js';
import { ServerPagination } from '@/components/server-pagination.js';

/**
 * The invitations, newest first, paged on the server, with their state and
 * the resend and disable actions (each confirmed) on the selected row.
 */
export function InvitationTable(props: {
  scope: InvitationScope;
  page: LoadState<{ content: Invitation[]; totalElements: number }>;
  pageIndex: number;
  pageSize: number;
  onPageChange: (index: number) => void;
}) {
  const { t } = useI18n();
  const { dateTime } = useFormatting();
  const { notify } = useNotifications();
  const [selectedId, setSelectedId] = useState<string>();
  const [dialog, setDialog] = useState<'resend' | 'disable'>();
  const rows = props.page.data?.content ?? [];
  const selected = rows.find((i) => i.id === selectedId);
  const total = props.page.data?.totalElements ?? 0;

  const act = async () => {
    if (!selected || !dialog) return;
    try {
      if (dialog === 'resend') await resendInvitation(props.scope, selected.id);
      else await disableInvitation(props.scope, selected.id);
      notify({
        type: 'success',
        content: t(dialog === 'resend' ? 'organisation.invite.resent' : 'organisation.invite.disabled', {
          email: selected.email,
        }),
      });
      props.page.reload();
    } catch (failure) {
      notify({ type: 'error', content: t('organisation.invite.actionFailed', { message: messageOf(failure) }) });
    } finally {
      setDialog(undefined);
    }
  };

  return (
    <>
      <Table
        wrapLines
        data-testid="invitation-table"
        items={rows}
        trackBy="id"
        selectionType="single"
        selectedItems={selected ? [selected] : []}
        onSelectionChange={({ detail }) => setSelectedId(detail.selectedItems[0]?.id)}
        ariaLabels={{
          selectionGroupLabel: t('organisation.invite.tableTitle'),
          itemSelectionLabel: (_, item) => `${item.name} ${item.email}`,
        }}
        loading={props.page.loading}
        loadingText={t('app.loading')}
        columnDefinitions={[
          { id: 'name', header: t('organisation.invite.name'), cell: (i) => i.name },
          { id: 'email', header: t('organisation.invite.email'), cell: (i) => i.email },
          {
            id: 'state',
            header: t('organisation.invite.state'),
            cell: (i) => <InvitationStateIndicator state={i.state} />,
          },
          { id: 'createdAt', header: t('organisation.invite.createdAt'), cell: (i) => dateTime(i.createdAt) },
          {
            id: 'validUntil',
            header: t('organisation.invite.validUntil'),
            cell: (i) => dateTime(i.validUntil),
          },
        ]}
        header={
          <Header
            counter={props.page.data ? `(${total})` : undefined}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button iconName="refresh" ariaLabel={t('organisation.invite.refresh')} onClick={props.page.reload} />
                <Button
                  data-testid="invite-resend"
                  disabled={!selected || !RESENDABLE_STATES.includes(selected.state)}
                  onClick={() => setDialog('resend')}
                >
                  {t('organisation.invite.resend')}
                </Button>
                <Button
                  data-testid="invite-disable"
                  disabled={!selected || !DISABLEABLE_STATES.includes(selected.state)}
                  onClick={() => setDialog('disable')}
                >
                  {t('organisation.invite.disable')}
                </Button>
              </SpaceBetween>
            }
          >
            {t('organisation.invite.tableTitle')}
          </Header>
        }
        pagination={
          <ServerPagination
            pageIndex={props.pageIndex}
            total={total}
            pageSize={props.pageSize}
            onChange={props.onPageChange}
          />
        }
        empty={
          props.page.error ? (
            <StatusIndicator type="error">
              {isForbidden(props.page.error)
                ? t('organisation.common.forbidden')
                : t('organisation.common.loadFailed', { message: props.page.error.message })}
            </StatusIndicator>
          ) : (
            <Box textAlign="center" color="inherit">
              {t('organisation.invite.tableEmpty')}
            </Box>
          )
        }
      />
      {dialog && selected ? (
        <ConfirmModal
          header={t(dialog === 'resend' ? 'organisation.invite.resendTitle' : 'organisation.invite.disableTitle')}
          confirmText={t(dialog === 'resend' ? 'organisation.invite.resend' : 'organisation.invite.disable')}
          onConfirm={act}
          onDismiss={() => setDialog(undefined)}
        >
          {t(dialog === 'resend' ? 'organisation.invite.resendText' : 'organisation.invite.disableText', {
            email: selected.email,
          })}
        </ConfirmModal>
      ) : null}
    </>
  );
}

export const DEFAULT_PAGE_SIZE = INVITATION_PAGE_SIZES[0];
