import '../../messages/equipment-messages.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { EquipmentTypeForm } from '../../components/type-form.js';

/** `/console/equipment-type-add` (doc 3 §5): a new gateway type of the current enterprise. */
export default function EquipmentTypeAddPage() {
  const { t } = useI18n();
  return (
    <ScreenLayout title={t('equipment.type.addTitle')}>
      <EquipmentTypeForm />
    </ScreenLayout>
  );
}
