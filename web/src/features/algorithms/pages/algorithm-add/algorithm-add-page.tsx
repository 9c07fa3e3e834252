import '../../messages/algorithms-messages.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { createAlgorithm } from '../../api/algorithms.js';
import { AlgorithmForm } from '../../components/algorithm-form.js';

/** `/console/algorithm-add`: a new algorithm (saved as a draft), then submit it for audit or return to the list. */
export default function AlgorithmAddPage() {
  const { t } = useI18n();
  return (
    <ScreenLayout title={t('algorithms.add.title')}>
      <AlgorithmForm title={t('algorithms.form.basics')} save={createAlgorithm} />
    </ScreenLayout>
  );
}
