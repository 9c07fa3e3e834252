import '../../messages/tenancy-messages.js';
import { useMemo, useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { fieldErrorsOf, messageOf } from '@/api/http-client.js';
import { formatFen, formatNumber } from '@/components/formatting.js';
import { Loading } from '@/components/loading.js';
import { useNotifications } from '@/components/notifications.js';
import { useFollow } from '@/components/router-link.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useSession } from '@/session/session-context.js';
import { MAX_MONTHS } from '@shared/constants/money-rules.js';
import {
  MAX_QUOTA_UNITS,
  QUOTA_DEFAULT_MONTHS,
  QUOTA_ITEM_INFO,
  QUOTA_SCREEN_ITEMS,
  QUOTA_UNITS,
  quotaApplicationFen,
  type QuotaItem,
} from '@shared/constants/tenancy-rules.js';
import { applyQuota, getLiveSpace, getQuotas } from '../../api/tenancy.js';
import { ChargedForm, QuotaTable, useCharge, useQuotaUnit } from '../../components/tenancy-parts.js';

/** The quota screens, each raising its own items. */
export type QuotaScreen = keyof typeof QUOTA_SCREEN_ITEMS;

/** A whole number from `min` to `max` typed in a field, or undefined. */
const wholeIn = (text: string, min: number, max: number): number | undefined => {
  const value = Number(text.trim());
  return /^\d+$/.test(text.trim()) && value >= min && value <= max ? value : undefined;
};

/** The application form of one screen: units per item, months (default 1), the price computed as typed. */
function ApplicationForm(props: { screen: QuotaScreen; onGranted: () => void }) {
  const { t, locale } = useI18n();
  const { notify } = useNotifications();
  const unitOf = useQuotaUnit();
  const items: readonly QuotaItem[] = QUOTA_SCREEN_ITEMS[props.screen];
  const [units, setUnits] = useState<Partial<Record<QuotaItem, string>>>({});
  const [months, setMonths] = useState(String(QUOTA_DEFAULT_MONTHS));
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const charge = useCharge();
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const name = (item: QuotaItem) => (locale === 'cn' ? QUOTA_ITEM_INFO[item].name : QUOTA_ITEM_INFO[item].enName);

  const unitsOf = (item: QuotaItem) => wholeIn(units[item] || '0', 0, MAX_QUOTA_UNITS);
  const chosen = items.flatMap((item) => (unitsOf(item) ? [{ item, units: unitsOf(item)! }] : []));
  const monthCount = wholeIn(months, 1, MAX_MONTHS);
  const costFen = monthCount ? quotaApplicationFen(chosen, monthCount) : undefined;
  const invalid = items.some((item) => unitsOf(item) === undefined) || !monthCount || chosen.length === 0;

  const submit = async () => {
    setSubmitted(true);
    if (invalid || costFen === undefined) return;
    setServerError(undefined);
    await charge.run(
      async () => {
        const granted = await applyQuota({ items: chosen, months: monthCount!, cost: costFen / 100, idempotencyKey });
        notify({
          type: 'success',
          content: t('tenancy.apply.granted', {
            items: granted.items.map((entry) => `${name(entry.item as QuotaItem)} ×${entry.units}`).join(', '),
            months: granted.months,
            cost: formatFen(granted.costFen, locale),
          }),
        });
        setUnits({});
        setSubmitted(false);
        // The next application is another request: a key of its own.
        setIdempotencyKey(crypto.randomUUID());
        props.onGranted();
      },
      (failure) => {
        setServerError(Object.values(fieldErrorsOf(failure))[0] ?? messageOf(failure));
        notify({ type: 'error', content: t('tenancy.apply.failed', { message: messageOf(failure) }) });
      },
    );
  };

  return (
    <ChargedForm
      title={t('tenancy.apply.formTitle')}
      submitText={t('tenancy.apply.submit')}
      submitTestId="tenancy-quota-submit"
      charge={charge}
      onSubmit={() => void submit()}
    >
      {items.map((item) => (
        <FormField
          key={item}
          label={t('tenancy.apply.units', { name: name(item) })}
          constraintText={t('tenancy.apply.unitHint', {
            size: formatNumber(QUOTA_UNITS[item].size, locale),
            unit: unitOf(QUOTA_ITEM_INFO[item].unit),
            price: formatFen(QUOTA_UNITS[item].monthlyFen, locale),
          })}
          errorText={
            submitted && unitsOf(item) === undefined
              ? t('tenancy.apply.unitsRule', { max: MAX_QUOTA_UNITS })
              : undefined
          }
        >
          <Input
            data-testid={`tenancy-quota-units-${item}`}
            type="number"
            inputMode="numeric"
            value={units[item] ?? ''}
            placeholder="0"
            onChange={({ detail }) => setUnits((current) => ({ ...current, [item]: detail.value }))}
          />
        </FormField>
      ))}
      <FormField
        label={t('tenancy.apply.months')}
        errorText={submitted && !monthCount ? t('tenancy.field.monthsPositive') : undefined}
      >
        <Input
          data-testid="tenancy-quota-months"
          type="number"
          inputMode="numeric"
          value={months}
          onChange={({ detail }) => setMonths(detail.value)}
        />
      </FormField>
      <FormField
        label={t('tenancy.apply.cost')}
        constraintText={t('tenancy.apply.costHint')}
        errorText={
          submitted && monthCount && chosen.length === 0 ? t('tenancy.apply.nothing') : (serverError ?? undefined)
        }
      >
        <Input
          readOnly
          data-testid="tenancy-quota-cost"
          value={costFen === undefined ? '-' : `¥${formatFen(costFen, locale)}`}
        />
      </FormField>
    </ChargedForm>
  );
}

/**
 * `/console/increase-quota`, `/console/apply-bigdata-quota`, `/console/apply-tsdatabase-space` (doc 2 §2, §9): the
 * enterprise's current quota of the screen's items, the units to add, the months (default 1) and the price
 * computed as typed; charged from the enterprise balance with the grant. Needs an online space.
 */
export default function QuotaApplicationPage(props: { screen: QuotaScreen }) {
  const { t } = useI18n();
  const follow = useFollow();
  const enterpriseId = useSession().data?.currentEnterprise?.id;
  const space = useLoad(enterpriseId, (signal) => getLiveSpace(enterpriseId!, signal));
  const quotas = useLoad(enterpriseId, (signal) => getQuotas(enterpriseId!, signal));
  const items: readonly string[] = QUOTA_SCREEN_ITEMS[props.screen];
  const shown = useMemo(() => quotas.data?.filter((quota) => items.includes(quota.item)), [quotas.data, items]);
  const online = space.data?.status.code === '3';
  const failure = space.error ?? quotas.error;
  return (
    <ScreenLayout
      title={t(`tenancy.link.${props.screen}`)}
      description={t(`tenancy.apply.${props.screen}.description`)}
    >
      {failure ? (
        <Alert type="error">{t('tenancy.load.failed', { message: messageOf(failure) })}</Alert>
      ) : space.data === undefined ? (
        <Loading />
      ) : (
        <SpaceBetween size="l">
          <QuotaTable quotas={shown} loading={quotas.loading} />
          {online ? (
            <ApplicationForm screen={props.screen} onGranted={quotas.reload} />
          ) : (
            <Alert
              type="info"
              action={
                <Link href="/console/initialize-tenant-space" onFollow={follow}>
                  {t('tenancy.apply.goSpace')}
                </Link>
              }
            >
              {t('tenancy.apply.needSpace')}
            </Alert>
          )}
        </SpaceBetween>
      )}
    </ScreenLayout>
  );
}
