import '../../messages/tenancy-messages.js';
import { useMemo, useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import Toggle from '@cloudscape-design/components/toggle';
import { fieldErrorsOf, messageOf } from '@/api/http-client.js';
import { formatFen, formatNumber, useFormatting } from '@/components/formatting.js';
import { Loading } from '@/components/loading.js';
import { useNotifications } from '@/components/notifications.js';
import { useFollow } from '@/components/router-link.js';
import { ScreenLayout } from '@/components/screen-layout.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useSession } from '@/session/session-context.js';
import { MAX_MONTHS } from '@shared/constants/money-rules.js';
import {
  DOMAIN_CHARACTERS,
  DOMAIN_LENGTH,
  QUOTA_PLANS,
  QUOTA_SCREEN_ITEMS,
  SPACE_PASSWORD_PATTERN,
  quotaPlanOf,
  rentFen,
} from '@shared/constants/tenancy-rules.js';
import { getLiveSpace, getQuotas, initializeSpace, type Namespace } from '../../api/tenancy.js';
import { ChargedForm, QuotaTable, SpaceStatus, useCharge } from '../../components/tenancy-parts.js';

type Field = 'domain' | 'period' | 'quotaPlan' | 'password' | 'description' | 'price' | 'amount';

/** A whole number of months from 1 to `MAX_MONTHS`, or undefined. */
const monthsOf = (text: string): number | undefined => {
  const value = Number(text.trim());
  return /^\d+$/.test(text.trim()) && value >= 1 && value <= MAX_MONTHS ? value : undefined;
};

/** The rent form (doc 2 §2, §5): every rule the server applies is checked here first, with the same messages. */
function RentForm(props: { onRented: (space: Namespace) => void }) {
  const { t, locale } = useI18n();
  const { notify } = useNotifications();
  const [domain, setDomain] = useState('');
  const [period, setPeriod] = useState('1');
  const [plan, setPlan] = useState(QUOTA_PLANS[0]!.code);
  const [autoRenewal, setAutoRenewal] = useState(false);
  const [password, setPassword] = useState('');
  const [description, setDescription] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const charge = useCharge();
  // One key per form: a double submit or a retry after a lost answer charges once.
  const idempotencyKey = useMemo(() => crypto.randomUUID(), []);
  const chosen = quotaPlanOf(plan)!;
  const months = monthsOf(period);
  const amountFen = months ? rentFen(chosen, months) : undefined;
  const normalised = domain.trim().toLowerCase();

  const domainError = !normalised
    ? t('tenancy.required')
    : !DOMAIN_CHARACTERS.test(normalised)
      ? t('tenancy.field.domainFormat')
      : normalised.length < DOMAIN_LENGTH.min || normalised.length > DOMAIN_LENGTH.max
        ? t('tenancy.field.domainLength')
        : undefined;
  const errors: Partial<Record<Field, string>> = {
    domain: domainError,
    period: months ? undefined : t('tenancy.field.monthsPositive'),
    password: SPACE_PASSWORD_PATTERN.test(password) ? undefined : t('tenancy.field.passwordRule'),
  };
  const errorOf = (field: Field) => (submitted ? errors[field] : undefined) ?? serverErrors[field];

  const submit = async () => {
    setSubmitted(true);
    if (Object.values(errors).some(Boolean) || !months || amountFen === undefined) return;
    setServerErrors({});
    await charge.run(
      async () => {
        const space = await initializeSpace({
          domain: normalised,
          period: months,
          quotaPlan: plan,
          price: chosen.monthlyFen / 100,
          amount: amountFen / 100,
          autoRenewal,
          password,
          ...(description.trim() ? { description: description.trim() } : {}),
          idempotencyKey,
        });
        notify({ type: 'success', content: t('tenancy.space.initialized', { name: space.name }) });
        props.onRented(space);
      },
      (failure) => {
        const fields = fieldErrorsOf(failure);
        // The domain may arrive as `name` too; the form names it `domain`.
        setServerErrors({ ...fields, ...(fields.name ? { domain: fields.name } : {}) } as Partial<
          Record<Field, string>
        >);
        notify({ type: 'error', content: t('tenancy.space.initializeFailed', { message: messageOf(failure) }) });
      },
    );
  };

  const resources = (code: string) => {
    const { quota } = quotaPlanOf(code)!;
    return t('tenancy.field.planResources', {
      cpu: quota.CPU_CORES,
      memory: formatNumber(quota.MEMORY_QUOTA, locale),
      disk: formatNumber(quota.DISK_QUOTA, locale),
      database: formatNumber(quota.DATABASE_QUOTA, locale),
    });
  };

  return (
    <ChargedForm
      title={t('tenancy.space.formTitle')}
      submitText={t('tenancy.space.submit')}
      submitTestId="tenancy-space-submit"
      charge={charge}
      onSubmit={() => void submit()}
    >
      <FormField
        label={t('tenancy.field.domain')}
        constraintText={t('tenancy.field.domainHint')}
        errorText={errorOf('domain')}
      >
        <Input data-testid="tenancy-space-domain" value={domain} onChange={({ detail }) => setDomain(detail.value)} />
      </FormField>
      <FormField label={t('tenancy.field.plan')} errorText={errorOf('quotaPlan')}>
        <RadioGroup
          value={plan}
          onChange={({ detail }) => setPlan(detail.value)}
          items={QUOTA_PLANS.map((option) => ({
            value: option.code,
            label: `${locale === 'cn' ? option.name : option.enName} · ¥${formatFen(option.monthlyFen, locale)}`,
            description: resources(option.code),
          }))}
        />
      </FormField>
      <FormField label={t('tenancy.field.period')} errorText={errorOf('period')}>
        <Input
          data-testid="tenancy-space-period"
          type="number"
          inputMode="numeric"
          value={period}
          onChange={({ detail }) => setPeriod(detail.value)}
        />
      </FormField>
      <FormField label={t('tenancy.field.memory')}>
        <Input readOnly value={formatNumber(chosen.quota.MEMORY_QUOTA, locale)} />
      </FormField>
      <FormField label={t('tenancy.field.price')} errorText={serverErrors.price}>
        <Input readOnly data-testid="tenancy-space-price" value={`¥${formatFen(chosen.monthlyFen, locale)}`} />
      </FormField>
      <FormField
        label={t('tenancy.field.amount')}
        constraintText={t('tenancy.field.amountHint')}
        errorText={serverErrors.amount}
      >
        <Input
          readOnly
          data-testid="tenancy-space-amount"
          value={amountFen === undefined ? '-' : `¥${formatFen(amountFen, locale)}`}
        />
      </FormField>
      <FormField label={t('tenancy.field.autoRenewal')} description={t('tenancy.field.autoRenewalHint')}>
        <Toggle checked={autoRenewal} onChange={({ detail }) => setAutoRenewal(detail.checked)}>
          {autoRenewal ? t('tenancy.yes') : t('tenancy.no')}
        </Toggle>
      </FormField>
      <FormField
        label={t('tenancy.field.password')}
        constraintText={t('tenancy.field.passwordHint')}
        errorText={errorOf('password')}
      >
        <Input
          data-testid="tenancy-space-password"
          type="password"
          value={password}
          onChange={({ detail }) => setPassword(detail.value)}
        />
      </FormField>
      <FormField label={t('tenancy.field.description')} errorText={errorOf('description')}>
        <Textarea value={description} onChange={({ detail }) => setDescription(detail.value)} />
      </FormField>
    </ChargedForm>
  );
}

/** The enterprise's space: its status, domain, plan, validity and renewal, and its quota. */
function SpaceDetails(props: { space: Namespace }) {
  const { t, locale } = useI18n();
  const { dateTime, date } = useFormatting();
  const follow = useFollow();
  const { space } = props;
  const enterpriseId = space.enterpriseId;
  const quotas = useLoad(`${enterpriseId}#${space.status.code}`, (signal) => getQuotas(enterpriseId, signal));
  const notice =
    space.status.code === '1'
      ? t('tenancy.space.waiting')
      : space.status.code === '4'
        ? t('tenancy.space.offline')
        : space.status.code === '5'
          ? t('tenancy.space.sealed')
          : undefined;
  return (
    <SpaceBetween size="m">
      {notice ? <Alert type="info">{notice}</Alert> : null}
      <Container header={<Header variant="h2">{space.name}</Header>} data-testid="tenancy-space-details">
        <KeyValuePairs
          columns={3}
          items={[
            { label: t('tenancy.field.domain'), value: space.name },
            { label: t('tenancy.field.status'), value: <SpaceStatus status={space.status} /> },
            {
              label: t('tenancy.field.plan'),
              value: `${locale === 'cn' ? space.quotaPlan.name : space.quotaPlan.enName} · ¥${formatFen(space.monthlyFen, locale)}`,
            },
            {
              label: t('tenancy.field.validity'),
              value:
                space.startsAt && space.endsAt
                  ? `${date(space.startsAt)} – ${date(space.endsAt)}`
                  : t('tenancy.field.validityPending'),
            },
            { label: t('tenancy.field.autoRenewal'), value: space.autoRenewal ? t('tenancy.yes') : t('tenancy.no') },
            { label: t('tenancy.field.amount'), value: `¥${formatFen(space.amountFen, locale)}` },
            { label: t('tenancy.field.createdAt'), value: dateTime(space.createdAt) },
            { label: t('tenancy.field.createdBy'), value: space.createUserName },
            { label: t('tenancy.field.description'), value: space.description || '-' },
          ]}
        />
      </Container>
      {quotas.error ? (
        <Alert type="error">{t('tenancy.load.failed', { message: messageOf(quotas.error) })}</Alert>
      ) : null}
      <QuotaTable quotas={quotas.data} loading={quotas.loading} />
      {space.status.code === '3' ? (
        <SpaceBetween size="m" direction="horizontal">
          {(Object.keys(QUOTA_SCREEN_ITEMS) as (keyof typeof QUOTA_SCREEN_ITEMS)[]).map((screen) => (
            <Link key={screen} href={`/console/${screen}`} onFollow={follow}>
              {t(`tenancy.link.${screen}`)}
            </Link>
          ))}
        </SpaceBetween>
      ) : null}
    </SpaceBetween>
  );
}

/**
 * `/console/initialize-tenant-space` (doc 2 §2; opened in a new window from the deploy screen): without a live
 * space, the rent form (domain, period, plan, price, amount computed as typed, auto renewal, password); the
 * charge the balance does not cover opens the recharge dialog. With one, its details and its quota.
 */
export default function InitializeTenantSpacePage() {
  const { t } = useI18n();
  const enterpriseId = useSession().data?.currentEnterprise?.id;
  const space = useLoad(enterpriseId, (signal) => getLiveSpace(enterpriseId!, signal));
  return (
    <ScreenLayout title={t('tenancy.space.title')} description={t('tenancy.space.description')}>
      {space.error ? (
        <Alert type="error">{t('tenancy.load.failed', { message: messageOf(space.error) })}</Alert>
      ) : space.data === undefined ? (
        <Loading />
      ) : space.data ? (
        <SpaceDetails space={space.data} />
      ) : (
        <RentForm onRented={() => space.reload()} />
      )}
    </ScreenLayout>
  );
}
