import '../messages/deployments-messages.js';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import { formatNumber } from '@/components/formatting.js';
import { useI18n } from '@/i18n/i18n-context.js';
import type { DeploymentState, DeploymentSummary } from '../api/deployments.js';

/** How each observed state reads as an indicator (spec doc 2 "Tenant app states"). */
export const STATE_TYPES: Record<DeploymentState, StatusIndicatorProps.Type> = {
  running: 'success',
  stopped: 'stopped',
  crashed: 'error',
  booting: 'in-progress',
  unknown: 'warning',
};

/** A deployed app's state in the console's language; `detail` (English, from the check) is its title. */
export function DeploymentStatus(props: { state: DeploymentState; detail?: string; testId?: string }) {
  const { t } = useI18n();
  return (
    <span title={props.detail} data-testid={props.testId} data-state={props.state}>
      <StatusIndicator type={STATE_TYPES[props.state]}>{t(`deployments.state.${props.state}`)}</StatusIndicator>
    </span>
  );
}

/** The three resources a plan limits, as the summary names their figures. */
export type Resource = 'cpu' | 'memory' | 'disk';

/** What a deployment uses of one resource against its limit (`0.25 / 1 核`); the limit alone before sampling. */
export function useUsageText(): (deployment: DeploymentSummary, resource: Resource) => string {
  const { t, locale } = useI18n();
  return (deployment, resource) => {
    const unit = deployment.units[resource];
    const shownUnit = unit === 'core' || unit === 'cores' ? t('deployments.unit.core') : unit;
    const limit = formatNumber(deployment[`${resource}Limit`], locale);
    const used = deployment[`${resource}Used`];
    return used === undefined
      ? t('deployments.usageLimit', { limit, unit: shownUnit })
      : t('deployments.usage', { used: formatNumber(used, locale), limit, unit: shownUnit });
  };
}
