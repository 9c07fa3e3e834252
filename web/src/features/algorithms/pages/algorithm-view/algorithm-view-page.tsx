import '../../messages/algorithms-messages.js';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { statusOf } from '@/api/http-client.js';
import { Loading } from '@/components/loading.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { getAlgorithm } from '../../api/algorithms.js';
import { AlgorithmDetails } from '../../components/algorithm-details.js';

/**
 * `/console/algorithm-view?id=`: one algorithm read-only, its parameters and (for its author and the auditors) its
 * review history. A missing or unknown id goes to `/exception/415`.
 */
export default function AlgorithmViewPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id');
  const algorithm = useLoad(id ?? undefined, (signal) => getAlgorithm(id!, signal));
  const missing = !id || (algorithm.error !== undefined && [400, 403, 404].includes(statusOf(algorithm.error)));
  useEffect(() => {
    if (missing) navigate('/exception/415', { replace: true });
  }, [missing, navigate]);
  return (
    <ScreenLayout title={t('algorithms.view.title')}>
      {algorithm.data ? <AlgorithmDetails data={algorithm.data} /> : <Loading />}
    </ScreenLayout>
  );
}
