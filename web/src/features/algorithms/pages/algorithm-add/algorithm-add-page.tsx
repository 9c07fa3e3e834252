import '../../messages/algorithms-messages.js';
import { useSearchParams } from 'react-router-dom';
import { ScreenLayout } from '@/components/screen-layout.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { createAlgorithm } from '../../api/algorithms.js';
import { AlgorithmForm } from '../../components/algorithm-form.js';

/**
 * `/console/algorithm-add[?type=]`: a new algorithm (saved as a draft), then submit it for audit or return to the
 * list; `type` preselects the language.
 */
export default function AlgorithmAddPage() {
  const { t } = useI18n();
  const type = useSearchParams()[0].get('type') ?? undefined;
  return (
    <ScreenLayout title={t('algorithms.add.title')}>
      <AlgorithmForm title={t('algorithms.form.basics')} initialType={type} save={createAlgorithm} />
    </ScreenLayout>
  );
}
