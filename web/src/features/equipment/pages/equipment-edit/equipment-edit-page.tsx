import '../../messages/equipment-messages.js';
import Alert from '@cloudscape-design/components/alert';
import { messageOf } from '@/api/http-client.js';
import { Loading } from '@/components/loading.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { getGateway } from '../../api/equipment.js';
import { GatewayForm } from '../../components/gateway-form.js';
import { useRecordOfPath } from '../../components/use-record-of-path.js';

/**
 * `/console/equipment-edit/{id}` (doc 3 §3): the gateway's form. A missing id, or one the server does not find
 * for the caller, goes to `/exception/415`.
 */
export default function EquipmentEditPage() {
  const { t } = useI18n();
  const gateway = useRecordOfPath(getGateway);
  return (
    <ScreenLayout title={t('equipment.gateway.editTitle')} description={gateway.data?.equipmentId}>
      {gateway.error ? (
        <Alert type="error">{t('equipment.load.failed', { message: messageOf(gateway.error) })}</Alert>
      ) : gateway.data ? (
        <GatewayForm key={gateway.data.id} record={gateway.data} />
      ) : (
        <Loading />
      )}
    </ScreenLayout>
  );
}
