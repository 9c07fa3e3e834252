import '../../messages/algorithms-messages.js';
import { useAlgorithmDecision } from '../../components/algorithm-decision.js';
import { useNavigate } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { Loading } from '@/components/loading.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { useRecordOfQuery } from '@/components/use-record-of-query.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useSession } from '@/session/session-context.js';
import { getAlgorithm } from '../../api/algorithms.js';
import { AlgorithmDetails } from '../../components/algorithm-details.js';

/**
 * `/console/verify-algorithm-detail?id=` (from the review queue): the submitted algorithm with its parameters and
 * review history, approved or rejected with a reason here; never one's own. A missing or unknown id goes to
 * `/exception/415`.
 */
export default function VerifyAlgorithmDetailPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const me = useSession().data?.me.id;
  const algorithm = useRecordOfQuery(getAlgorithm);
  const data = algorithm.data;
  const decidable = data !== undefined && data.algorithmStatus.code === '2' && data.createById !== me;
  const { decide, dialog } = useAlgorithmDecision((succeeded) => {
    if (succeeded) navigate('/console/verify-algorithm-list');
  });
  return (
    <ScreenLayout title={t('algorithms.verifyDetail.title')}>
      {data ? (
        <SpaceBetween size="l">
          <AlgorithmDetails data={data} />
          <Box float="right">
            <SpaceBetween size="xs" direction="horizontal">
              <Button data-testid="verify-detail-reject" disabled={!decidable} onClick={() => decide(data, '4')}>
                {t('algorithms.action.reject')}
              </Button>
              <Button
                variant="primary"
                data-testid="verify-detail-approve"
                disabled={!decidable}
                onClick={() => decide(data, '3')}
              >
                {t('algorithms.action.approve')}
              </Button>
            </SpaceBetween>
          </Box>
        </SpaceBetween>
      ) : (
        <Loading />
      )}
      {dialog}
    </ScreenLayout>
  );
}
