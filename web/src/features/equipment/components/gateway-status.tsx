import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import {
  EQUIPMENT_STATUS,
  EQUIPMENT_STATUS_NAMES,
  type EquipmentStatusCode,
} from '@shared/constants/equipment-rules.js';
import { useI18n } from '@/i18n/i18n-context.js';
import type { Equipment } from '../api/equipment.js';

const indicator: Record<EquipmentStatusCode, StatusIndicatorProps.Type> = {
  [EQUIPMENT_STATUS.running]: 'success',
  [EQUIPMENT_STATUS.stopped]: 'stopped',
  [EQUIPMENT_STATUS.offline]: 'warning',
};

/** A gateway's status in the console's language: running, stopped or offline. */
export function GatewayStatus(props: { status: Equipment['equipmentStatus'] }) {
  const { locale } = useI18n();
  const code = props.status.id as EquipmentStatusCode;
  const names = EQUIPMENT_STATUS_NAMES[code];
  const name = names ? names[locale] : locale === 'en' ? props.status.nameEn : props.status.name;
  return <StatusIndicator type={indicator[code] ?? 'info'}>{name}</StatusIndicator>;
}
