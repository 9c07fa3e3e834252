import '../messages/tenancy-messages.js';
import { useState, type ReactNode } from 'react';
import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { ContainerForm } from '@/components/container-form.js';
import { InsufficientBalanceModal, shortOfBalance, type Shortfall } from '@/components/insufficient-balance.js';
import { formatFen, formatNumber } from '@/components/formatting.js';
import { TableEmpty } from '@/components/table-empty.js';
import { useI18n } from '@/i18n/i18n-context.js';
import type { Namespace, OrgQuota } from '../api/tenancy.js';

/** The dialog of a charge the enterprise balance does not cover, with its recharge button (doc 2 §8). */
function ShortfallModal(props: { shortfall: Shortfall; onDismiss: () => void }) {
  const { t, locale } = useI18n();
  return (
    <InsufficientBalanceModal
      testId="tenancy-balance-modal"
      header={t('tenancy.balance.title')}
      text={t('tenancy.balance.text', {
        required: formatFen(props.shortfall.requiredFen, locale),
        balance: formatFen(props.shortfall.balanceFen, locale),
      })}
      closeText={t('tenancy.action.close')}
      rechargeText={t('tenancy.balance.recharge')}
      onDismiss={props.onDismiss}
    />
  );
}

/** A request that charges the enterprise: whether it runs, and what it lacked when the balance did not cover it. */
export function useCharge() {
  const [busy, setBusy] = useState(false);
  const [shortfall, setShortfall] = useState<Shortfall>();
  /** Runs `action`; a refusal for want of balance opens the recharge dialog, any other goes to `onFailure`. */
  const run = async (action: () => Promise<void>, onFailure: (failure: unknown) => void) => {
    setBusy(true);
    try {
      await action();
    } catch (failure) {
      const short = shortOfBalance(failure);
      if (short) setShortfall(short);
      else onFailure(failure);
    } finally {
      setBusy(false);
    }
  };
  return { busy, shortfall, dismiss: () => setShortfall(undefined), run };
}

/** A form whose submit charges the enterprise (the rent, a quota application), with its recharge dialog. */
export function ChargedForm(props: {
  title: string;
  submitText: string;
  submitTestId: string;
  charge: ReturnType<typeof useCharge>;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const { charge } = props;
  return (
    <SpaceBetween size="m">
      <Header variant="h2">{props.title}</Header>
      <ContainerForm
        submitText={props.submitText}
        submitTestId={props.submitTestId}
        busy={charge.busy}
        onSubmit={props.onSubmit}
      >
        {props.children}
      </ContainerForm>
      {charge.shortfall ? <ShortfallModal shortfall={charge.shortfall} onDismiss={charge.dismiss} /> : null}
    </SpaceBetween>
  );
}

/** How each space status reads as an indicator. */
const STATUS_TYPES: Record<string, StatusIndicatorProps.Type> = {
  '0': 'stopped',
  '1': 'pending',
  '3': 'success',
  '4': 'stopped',
  '5': 'error',
};

/** A space's status, in the console's language. */
export function SpaceStatus(props: { status: Namespace['status'] }) {
  const { locale } = useI18n();
  return (
    <StatusIndicator type={STATUS_TYPES[props.status.code] ?? 'info'}>
      {locale === 'cn' ? props.status.name : props.status.enName}
    </StatusIndicator>
  );
}

/** The unit of a quota item in the console's language. */
export function useQuotaUnit(): (unit: string) => string {
  const { t } = useI18n();
  return (unit) => (unit === 'core' ? t('tenancy.quota.unit.core') : unit);
}

/** An enterprise's quota items (`org-quotas`): total, reserved by deployments, available. */
export function QuotaTable(props: { quotas: readonly OrgQuota[] | undefined; loading: boolean; header?: string }) {
  const { t, locale } = useI18n();
  const unitOf = useQuotaUnit();
  const amount = (value: number, unit: string) => `${formatNumber(value, locale)} ${unitOf(unit)}`;
  return (
    <Table
      data-testid="tenancy-quota-table"
      variant="container"
      wrapLines
      header={<Box variant="h2">{props.header ?? t('tenancy.quota.title')}</Box>}
      loading={props.loading}
      loadingText={t('app.loading')}
      items={[...(props.quotas ?? [])]}
      trackBy="item"
      empty={<TableEmpty text={t('tenancy.quota.empty')} />}
      columnDefinitions={[
        { id: 'item', header: t('tenancy.quota.item'), cell: (q) => (locale === 'cn' ? q.name : q.enName) },
        { id: 'total', header: t('tenancy.quota.total'), cell: (q) => amount(q.total, q.unit) },
        { id: 'reserved', header: t('tenancy.quota.reserved'), cell: (q) => amount(q.reserved, q.unit) },
        { id: 'available', header: t('tenancy.quota.available'), cell: (q) => amount(q.available, q.unit) },
      ]}
    />
  );
}
