import '../../messages/algorithms-messages.js';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { messageOf, statusOf } from '@/api/http-client.js';
import { ConfirmModal } from '@/components/confirm-modal.js';
import { Loading } from '@/components/loading.js';
import { useNotifications } from '@/components/notifications.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useSession } from '@/session/session-context.js';
import { decideAlgorithm, getAlgorithm } from '../../api/algorithms.js';
import { AlgorithmDetails } from '../../components/algorithm-details.js';

/**
 * `/console/verify-algorithm-detail?id=` (from the review queue): the submitted algorithm with its parameters and
 * review history, approved or rejected with a reason here; never one's own. A missing or unknown id goes to
 * `/exception/415`.
 */
export default function VerifyAlgorithmDetailPage() {
  const { t } = useI18n();
  const { notify } = useNotifications();
  const navigate = useNavigate();
  const me = useSession().data?.me.id;
  const id = useSearchParams()[0].get('id');
  const algorithm = useLoad(id ?? undefined, (signal) => getAlgorithm(id!, signal));
  const missing = !id || (algorithm.error !== undefined && [400, 403, 404].includes(statusOf(algorithm.error)));
  useEffect(() => {
    if (missing) navigate('/exception/415', { replace: true });
  }, [missing, navigate]);
  const [deciding, setDeciding] = useState<'3' | '4'>();
  const [reason, setReason] = useState('');
  const data = algorithm.data;
  const decidable = data !== undefined && data.algorithmStatus.code === '2' && data.createById !== me;
  const decide = async () => {
    if (!data || !deciding) return;
    const name = data.name;
    try {
      await decideAlgorithm(data.id, deciding, deciding === '4' ? reason.trim() : undefined);
      notify({
        type: 'success',
        content: t(deciding === '3' ? 'algorithms.approved' : 'algorithms.rejected', { name }),
      });
      navigate('/console/verify-algorithm-list');
    } catch (failure) {
      notify({ type: 'error', content: t('algorithms.decisionFailed', { name, message: messageOf(failure) }) });
      setDeciding(undefined);
    }
  };
  return (
    <ScreenLayout title={t('algorithms.verifyDetail.title')}>
      {data ? (
        <SpaceBetween size="l">
          <AlgorithmDetails data={data} />
          <Box float="right">
            <SpaceBetween size="xs" direction="horizontal">
              <Button data-testid="verify-detail-reject" disabled={!decidable} onClick={() => setDeciding('4')}>
                {t('algorithms.action.reject')}
              </Button>
              <Button
                variant="primary"
                data-testid="verify-detail-approve"
                disabled={!decidable}
                onClick={() => setDeciding('3')}
              >
                {t('algorithms.action.approve')}
              </Button>
            </SpaceBetween>
          </Box>
        </SpaceBetween>
      ) : (
        <Loading />
      )}
      {deciding && data ? (
        <ConfirmModal
          header={t(deciding === '3' ? 'algorithms.approve.title' : 'algorithms.reject.title')}
          confirmText={t(deciding === '3' ? 'algorithms.action.approve' : 'algorithms.action.reject')}
          confirmDisabled={deciding === '4' && reason.trim() === ''}
          onConfirm={decide}
          onDismiss={() => setDeciding(undefined)}
        >
          <SpaceBetween size="m">
            <span>
              {t(deciding === '3' ? 'algorithms.approve.text' : 'algorithms.reject.text', { name: data.name })}
            </span>
            {deciding === '4' ? (
              <FormField label={t('algorithms.reject.reason')}>
                <Textarea value={reason} onChange={({ detail }) => setReason(detail.value)} />
              </FormField>
            ) : null}
          </SpaceBetween>
        </ConfirmModal>
      ) : null}
    </ScreenLayout>
  );
}
