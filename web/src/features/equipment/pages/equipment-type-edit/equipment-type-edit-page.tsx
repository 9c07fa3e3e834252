import '../../messages/equipment-messages.js';
import Alert from '@cloudscape-design/components/alert';
import { messageOf } from '@/api/http-client.js';
import { Loading } from '@/components/loading.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { getEquipmentType } from '../../api/equipment.js';
import { EquipmentTypeForm } from '../../components/type-form.js';
import { useRecordOfPath } from '../../components/use-record-of-path.js';

/**
 * `/console/equipment-type-edit/{id}` (doc 3 §5): "编辑网关类型", the type's form with return and submit. A missing
 * id, or one that is not the current enterprise's type, goes to `/exception/415`.
 */
export default function EquipmentTypeEditPage() {
  const { t } = useI18n();
  const type = useRecordOfPath(getEquipmentType);
  return (
    <ScreenLayout title={t('equipment.type.editTitle')} description={type.data?.name}>
      {type.error ? (
        <Alert type="error">{t('equipment.load.failed', { message: messageOf(type.error) })}</Alert>
      ) : type.data ? (
        <EquipmentTypeForm key={type.data.id} record={type.data} />
      ) : (
        <Loading />
      )}
    </ScreenLayout>
  );
}
