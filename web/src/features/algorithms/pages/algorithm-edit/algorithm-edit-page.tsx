import '../../messages/algorithms-messages.js';
import { Loading } from '@/components/loading.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { useRecordOfQuery } from '@/components/use-record-of-query.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { getAlgorithm, updateAlgorithm } from '../../api/algorithms.js';
import { AlgorithmForm } from '../../components/algorithm-form.js';

/**
 * `/console/algorithm-edit?id=`: edits one of the caller's algorithms (it goes back to a draft), then offers to
 * submit it for audit. A missing or unknown id goes to `/exception/415`.
 */
export default function AlgorithmEditPage() {
  const { t } = useI18n();
  const algorithm = useRecordOfQuery(getAlgorithm);
  return (
    <ScreenLayout title={t('algorithms.edit.title')}>
      {algorithm.data ? (
        <AlgorithmForm
          initial={algorithm.data}
          title={algorithm.data.name}
          save={(body) => updateAlgorithm({ ...body, id: algorithm.data!.id })}
        />
      ) : (
        <Loading />
      )}
    </ScreenLayout>
  );
}
