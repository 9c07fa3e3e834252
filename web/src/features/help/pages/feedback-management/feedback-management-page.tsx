import '../../messages/helpdesk-messages.js';
import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { messageOf } from '@/api/http-client.js';
import { ConfirmModal } from '@/components/confirm-modal.js';
import { useFormatting } from '@/components/formatting.js';
import { LoadMoreFooter } from '@/components/load-more.js';
import { useNotifications } from '@/components/notifications.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { TableEmpty } from '@/components/table-empty.js';
import { useCursorList } from '@/components/use-cursor-list.js';
import { useI18n } from '@/i18n/i18n-context.js';
import type { FeedbackStatus } from '@shared/constants/help-rules.js';
import { closeFeedback, getFeedbackList, type Feedback } from '../../api/help.js';

/**
 * `/console/feedback-management` (platform administrators): the feedback sent through the card, open or closed,
 * newest first and a page at a time; an open one is closed after a confirmation.
 */
export default function FeedbackManagementPage() {
  const { t } = useI18n();
  const { dateTime } = useFormatting();
  const { notify } = useNotifications();
  const [status, setStatus] = useState<FeedbackStatus>('open');
  const list = useCursorList(status, (cursor, signal) => getFeedbackList(status, cursor, signal));
  const [closing, setClosing] = useState<Feedback>();

  const close = async () => {
    if (!closing) return;
    try {
      await closeFeedback(closing.id);
      notify({ type: 'success', content: t('helpdesk.feedbackList.closedToast', { name: closing.username }) });
    } catch (failure) {
      notify({
        type: 'error',
        content: t('helpdesk.feedbackList.closeFailed', { name: closing.username, message: messageOf(failure) }),
      });
    } finally {
      setClosing(undefined);
      list.reload();
    }
  };

  return (
    <ScreenLayout title={t('helpdesk.feedbackList.title')} description={t('helpdesk.feedbackList.description')}>
      <SpaceBetween size="l">
        {list.error ? (
          <Alert type="error">{t('helpdesk.load.failed', { message: messageOf(list.error) })}</Alert>
        ) : null}
        <Table
          data-testid="feedback-table"
          header={
            <Header
              variant="h2"
              actions={
                <SegmentedControl
                  data-testid="feedback-status"
                  label={t('helpdesk.feedbackList.status')}
                  selectedId={status}
                  onChange={({ detail }) => setStatus(detail.selectedId as FeedbackStatus)}
                  options={[
                    { id: 'open', text: t('helpdesk.feedbackList.open') },
                    { id: 'closed', text: t('helpdesk.feedbackList.closed') },
                  ]}
                />
              }
            >
              {status === 'open' ? t('helpdesk.feedbackList.open') : t('helpdesk.feedbackList.closed')}
            </Header>
          }
          items={[...list.items]}
          loading={list.loading && list.items.length === 0}
          loadingText={t('app.loading')}
          trackBy="id"
          wrapLines
          empty={<TableEmpty text={t('helpdesk.feedbackList.empty')} />}
          footer={<LoadMoreFooter list={list} />}
          columnDefinitions={[
            {
              id: 'from',
              header: t('helpdesk.feedback.username'),
              cell: (feedback) => (
                <SpaceBetween size="xxxs">
                  <span>{feedback.username}</span>
                  <span>{feedback.email}</span>
                  <span>{feedback.phone}</span>
                </SpaceBetween>
              ),
            },
            {
              id: 'content',
              header: t('helpdesk.feedback.content'),
              cell: (feedback) => <span style={{ whiteSpace: 'pre-wrap' }}>{feedback.content}</span>,
            },
            {
              id: 'createdAt',
              header: status === 'open' ? t('helpdesk.feedbackList.createdAt') : t('helpdesk.feedbackList.closedAt'),
              cell: (feedback) => dateTime(status === 'open' ? feedback.createdAt : feedback.closedAt),
            },
            {
              id: 'actions',
              header: t('helpdesk.manage.actions'),
              cell: (feedback) =>
                feedback.status === 'open' ? (
                  <Button
                    variant="inline-link"
                    onClick={() => setClosing(feedback)}
                    ariaLabel={`${t('helpdesk.feedbackList.close')} ${feedback.username}`}
                  >
                    {t('helpdesk.feedbackList.close')}
                  </Button>
                ) : null,
            },
          ]}
        />
      </SpaceBetween>
      {closing ? (
        <ConfirmModal
          header={t('helpdesk.feedbackList.closeTitle')}
          confirmText={t('helpdesk.feedbackList.close')}
          onConfirm={close}
          onDismiss={() => setClosing(undefined)}
        >
          {t('helpdesk.feedbackList.closeText', { name: closing.username })}
        </ConfirmModal>
      ) : null}
    </ScreenLayout>
  );
}
