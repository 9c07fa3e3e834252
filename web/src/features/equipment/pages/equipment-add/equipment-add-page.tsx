import '../../messages/equipment-messages.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { GatewayForm } from '../../components/gateway-form.js';

/** `/console/equipment-add` (doc 3 §3): registers a gateway of the current enterprise (offline until it connects). */
export default function EquipmentAddPage() {
  const { t } = useI18n();
  return (
    <ScreenLayout title={t('equipment.gateway.addTitle')}>
      <GatewayForm />
    </ScreenLayout>
  );
}
