import '../../messages/algorithms-messages.js';
import { Loading } from '@/components/loading.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { useRecordOfQuery } from '@/components/use-record-of-query.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { getAlgorithm } from '../../api/algorithms.js';
import { AlgorithmDetails } from '../../components/algorithm-details.js';

/**
 * `/console/algorithm-view?id=`: one algorithm read-only, its parameters and (for its author and the auditors) its
 * review history. A missing or unknown id goes to `/exception/415`.
 */
export default function AlgorithmViewPage() {
  const { t } = useI18n();
  const algorithm = useRecordOfQuery(getAlgorithm);
  return (
    <ScreenLayout title={t('algorithms.view.title')}>
      {algorithm.data ? <AlgorithmDetails data={algorithm.data} /> : <Loading />}
    </ScreenLayout>
  );
}
