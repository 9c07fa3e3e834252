import '../../messages/accounts-messages.js';
import { useState } from 'react';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Tabs from '@cloudscape-design/components/tabs';
import Textarea from '@cloudscape-design/components/textarea';
import type { TopUpStatus } from '@shared/constants/account-rules.js';
import { messageOf } from '@/api/http-client.js';
import { ConfirmModal } from '@/components/confirm-modal.js';
import { FormModal, useFormSubmit } from '@/components/form-modal.js';
import { useNotifications } from '@/components/notifications.js';
import { RowActions } from '@/components/row-actions.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { useCursorList } from '@/components/use-cursor-list.js';
import { useI18n } from '@/i18n/i18n-context.js';
import {
  confirmTopUpRequest,
  getOwnTopUpRequests,
  getTopUpRequestsForConfirmation,
  rejectTopUpRequest,
  type TopUpRequest,
} from '../../api/accounts.js';
import { useIsPlatformAdmin } from '../../components/account-access.js';
import { TopUpRequestModal } from '../../components/top-up-request-modal.js';
import { TopUpRequestsTable } from '../../components/top-up-requests-table.js';
import { formatYuan } from '@/components/formatting.js';

/** The longest rejection reason (`ACCOUNT_LIMITS.reason` of the shared schema). */
const REASON_MAX = 200;

/**
 * `/console/person-payment-confirmation` (the spec names the screen only; docs/money.md "Top-ups"): a user requests a
 * top-up of their own account (or their enterprise's, with `enterprise-account:pay`) and follows their requests;
 * a platform administrator also works the queue — confirming credits the account (asked first, naming the amount
 * and the requester), rejecting needs a reason.
 */
export default function PersonPaymentConfirmationPage() {
  const { t, locale } = useI18n();
  const { notify } = useNotifications();
  const platformAdmin = useIsPlatformAdmin();
  const [ownStatus, setOwnStatus] = useState<TopUpStatus>();
  const [queueStatus, setQueueStatus] = useState<TopUpStatus>('pending');
  const own = useCursorList(`own|${ownStatus ?? ''}`, (cursor, signal) =>
    getOwnTopUpRequests(ownStatus, cursor, signal),
  );
  const queue = useCursorList(platformAdmin ? `queue|${queueStatus}` : undefined, (cursor, signal) =>
    getTopUpRequestsForConfirmation(queueStatus, cursor, signal),
  );
  const [dialog, setDialog] = useState<{ kind: 'request' } | { kind: 'confirm' | 'reject'; request: TopUpRequest }>();
  const close = () => setDialog(undefined);
  const names = (request: TopUpRequest) => ({
    amount: formatYuan(request.amount, locale),
    requester: request.requesterName,
    account:
      request.account.kind === 'person'
        ? t('accounts.topUp.personal')
        : t('accounts.topUp.enterpriseOf', { name: request.account.name }),
  });
  const decided = () => {
    close();
    queue.reload();
    own.reload();
  };

  const confirm = async (request: TopUpRequest) => {
    try {
      const confirmed = await confirmTopUpRequest(request.id);
      notify({
        type: 'success',
        content: t('accounts.topUp.confirmed', {
          ...names(request),
          balance: formatYuan(confirmed.balance ?? 0, locale),
        }),
      });
    } catch (failure) {
      notify({ type: 'error', content: t('accounts.topUp.failed', { message: messageOf(failure) }) });
    }
    decided();
  };

  const ownTable = (
    <TopUpRequestsTable
      testId="accounts-own-requests"
      title={t('accounts.topUp.own')}
      emptyText={t('accounts.topUp.ownEmpty')}
      list={own}
      status={ownStatus}
      allowAll
      onStatusChange={setOwnStatus}
      showRequester={false}
      headerActions={
        <Button variant="primary" data-testid="accounts-request-top-up" onClick={() => setDialog({ kind: 'request' })}>
          {t('accounts.topUp.new')}
        </Button>
      }
    />
  );
  return (
    <ScreenLayout title={t('accounts.topUp.title')} description={t('accounts.topUp.description')}>
      {platformAdmin ? (
        <Tabs
          tabs={[
            {
              id: 'queue',
              label: t('accounts.topUp.queue'),
              content: (
                <TopUpRequestsTable
                  testId="accounts-queue"
                  title={t('accounts.topUp.queue')}
                  emptyText={t('accounts.topUp.queueEmpty')}
                  list={queue}
                  status={queueStatus}
                  allowAll={false}
                  onStatusChange={(status) => setQueueStatus(status ?? 'pending')}
                  showRequester
                  actions={(request) =>
                    request.status === 'pending' ? (
                      <RowActions
                        name={request.requesterName}
                        actions={[
                          {
                            id: 'accounts-confirm',
                            text: t('accounts.topUp.confirm'),
                            onClick: () => setDialog({ kind: 'confirm', request }),
                          },
                          {
                            id: 'accounts-reject',
                            text: t('accounts.topUp.reject'),
                            onClick: () => setDialog({ kind: 'reject', request }),
                          },
                        ]}
                      />
                    ) : (
                      '-'
                    )
                  }
                />
              ),
            },
            { id: 'own', label: t('accounts.topUp.own'), content: ownTable },
          ]}
        />
      ) : (
        ownTable
      )}
      {dialog?.kind === 'request' ? (
        <TopUpRequestModal
          onDismiss={close}
          onRequested={(request) => {
            close();
            own.reload();
            queue.reload();
            notify({
              type: 'success',
              content: t('accounts.topUp.submitted', { amount: formatYuan(request.amount, locale) }),
            });
          }}
        />
      ) : null}
      {dialog?.kind === 'confirm' ? (
        <ConfirmModal
          header={t('accounts.topUp.confirmTitle')}
          confirmText={t('accounts.topUp.confirm')}
          onConfirm={() => confirm(dialog.request)}
          onDismiss={close}
        >
          {t('accounts.topUp.confirmText', names(dialog.request))}
        </ConfirmModal>
      ) : null}
      {dialog?.kind === 'reject' ? (
        <RejectModal
          request={dialog.request}
          text={t('accounts.topUp.rejectText', names(dialog.request))}
          onDismiss={close}
          onRejected={() => {
            notify({ type: 'success', content: t('accounts.topUp.rejected', names(dialog.request)) });
            decided();
          }}
        />
      ) : null}
    </ScreenLayout>
  );
}

/** The rejection dialog: what is rejected, and the reason the requester is told (required). */
function RejectModal(props: { request: TopUpRequest; text: string; onDismiss: () => void; onRejected: () => void }) {
  const { t } = useI18n();
  const [reason, setReason] = useState('');
  const { submitted, serverErrors, busy, submit } = useFormSubmit<'reason'>('reason');
  const clientError = !reason.trim()
    ? t('accounts.required')
    : reason.trim().length > REASON_MAX
      ? `≤ ${REASON_MAX}`
      : undefined;
  return (
    <FormModal
      form
      testId="accounts-reject-modal"
      header={t('accounts.topUp.rejectTitle')}
      cancelText={t('accounts.action.cancel')}
      submitText={t('accounts.topUp.reject')}
      submitTestId="accounts-reject-submit"
      busy={busy}
      onSubmit={() =>
        void submit(!clientError, async () => {
          await rejectTopUpRequest(props.request.id, reason.trim());
          props.onRejected();
        })
      }
      onDismiss={props.onDismiss}
    >
      <FormField
        label={t('accounts.topUp.reason')}
        description={props.text}
        errorText={(submitted ? clientError : undefined) ?? serverErrors.reason}
      >
        <Textarea
          data-testid="accounts-reject-reason"
          value={reason}
          onChange={({ detail }) => setReason(detail.value)}
        />
      </FormField>
    </FormModal>
  );
}
