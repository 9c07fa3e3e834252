import '../../messages/equipment-messages.js';
import Alert from '@cloudscape-design/components/alert';
import { messageOf } from '@/api/http-client.js';
import { Loading } from '@/components/loading.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { getEquipmentConfig, getGateway } from '../../api/equipment.js';
import { ConfigWizard } from '../../components/config-wizard.js';
import { useRecordOfPath } from '../../components/use-record-of-path.js';

/** The gateway and its configuration, loaded side by side. */
const loadGatewayAndConfig = (id: string, signal: AbortSignal) =>
  Promise.all([getGateway(id, signal), getEquipmentConfig(id, signal)]);

/**
 * `/console/equipment-config/{id}` (doc 3 §2.2): the gateway's configuration wizard, opened by 配置 on the gateway
 * list and detail. A missing id, or one the server does not find for the caller, goes to `/exception/415`.
 */
export default function EquipmentConfigPage() {
  const { t } = useI18n();
  const state = useRecordOfPath(loadGatewayAndConfig);
  const [gateway, config] = state.data ?? [];
  return (
    <ScreenLayout title={t('equipment.config.title')} description={gateway?.equipmentId}>
      {state.error ? (
        <Alert type="error">{t('equipment.load.failed', { message: messageOf(state.error) })}</Alert>
      ) : gateway && config ? (
        <ConfigWizard key={`${gateway.id}|${config.version}`} gateway={gateway} config={config} />
      ) : (
        <Loading />
      )}
    </ScreenLayout>
  );
}
