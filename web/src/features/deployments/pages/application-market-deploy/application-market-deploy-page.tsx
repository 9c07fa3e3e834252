import '../../messages/deployments-messages.js';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { APP_STATUS } from '@shared/constants/application-rules.js';
import { MAX_MONTHS, offerPriceFen, yuanToFen } from '@shared/constants/money-rules.js';
import { ApiError, fieldErrorsOf, messageOf } from '@/api/http-client.js';
import { formatFen, formatYuan, useFormatting } from '@/components/formatting.js';
import { InsufficientBalanceModal, shortOfBalance, type Shortfall } from '@/components/insufficient-balance.js';
import { Loading } from '@/components/loading.js';
import { useNotifications } from '@/components/notifications.js';
import { useFollow } from '@/components/router-link.js';
import { useLoad } from '@/components/use-load.js';
import { getMarketApplication } from '@/features/market/api/market.js';
import { getLiveSpace } from '@/features/tenancy/api/tenancy.js';
import { localText } from '@/i18n/local-text.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useSession } from '@/session/session-context.js';
import {
  buyApp,
  getDatabaseService,
  type AppBuyResult,
  type DatabaseService,
  type DeployAddress,
} from '../../api/deployments.js';
import { useRunningAppsPrivilege } from '../../components/running-apps-access.js';

type Field = 'host' | 'port' | 'database' | 'username' | 'password';
const FIELDS: readonly Field[] = ['host', 'port', 'database', 'username', 'password'];

/** Where the enterprise rents its tenant space (opened in a new window, doc 2). */
const TENANT_SPACE_PATH = '/console/initialize-tenant-space';
/** Where the bought app is watched, and where its menu entry is configured. */
const RUNNING_APPS_PATH = '/console/space-apps-management';
const MENU_CONFIG_PATH = '/console/menu-management-enterprise';

/**
 * The address's purchase (doc 2: `appVersionId`, `appPlanId`, `periods`, `cost`; ours `appId`): the months "parsed
 * as an integer", 1 to `MAX_MONTHS`; undefined when a part is missing or unreadable.
 */
function readAddress(params: URLSearchParams): DeployAddress | undefined {
  const appId = params.get('appId');
  const appVersionId = params.get('appVersionId');
  const appPlanId = params.get('appPlanId');
  const periods = Number.parseInt(params.get('periods') ?? '', 10);
  if (!appId || !appVersionId || !appPlanId || !(periods >= 1 && periods <= MAX_MONTHS)) return undefined;
  return { appId, appVersionId, appPlanId, periods, cost: Number(params.get('cost')) };
}

/** `months` after `from` on the calendar (the purchase's end as the server computes it). */
function monthsLater(from: number, months: number): Date {
  const end = new Date(from);
  end.setMonth(end.getMonth() + months);
  return end;
}

/** The database form: the five required fields, each with its rule (the server's, checked here first). */
function useDatabaseForm() {
  const { t } = useI18n();
  const [values, setValues] = useState<Record<Field, string>>({
    host: '',
    port: '',
    database: '',
    username: '',
    password: '',
  });
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const port = Number(values.port.trim());
  const errors: Partial<Record<Field, string>> = Object.fromEntries(
    FIELDS.map((field) => [
      field,
      (field === 'password' ? values[field] : values[field].trim()) ? undefined : t('deployments.required'),
    ]),
  );
  if (!errors.port && !(/^\d+$/.test(values.port.trim()) && port >= 1 && port <= 65535)) {
    errors.port = t('deployments.field.portRule');
  }
  return {
    values,
    set: (field: Field, value: string) => setValues((before) => ({ ...before, [field]: value })),
    fill: (from: Partial<Record<Field, string>>) => setValues((before) => ({ ...before, ...from })),
    errorOf: (field: Field) => (submitted ? errors[field] : undefined) ?? serverErrors[field],
    valid: FIELDS.every((field) => !errors[field]),
    submit: () => setSubmitted(true),
    setServerErrors,
    input: () => ({
      host: values.host.trim(),
      port,
      database: values.database.trim(),
      username: values.username.trim(),
      password: values.password,
    }),
  };
}

/**
 * The enterprise's databases as options that fill the form (never a password); an enterprise with one database has
 * it filled in at once.
 */
function DatabaseChooser(props: {
  service: DatabaseService;
  onChoose: (values: Partial<Record<Field, string>>) => void;
}) {
  const { t } = useI18n();
  const [chosen, setChosen] = useState<string>();
  const ready = props.service.databaseResources.filter((database) => database.status === 'ready');
  const choose = (database: (typeof ready)[number]) => {
    setChosen(database.databaseName);
    props.onChoose({
      host: database.host,
      port: String(database.port),
      database: database.database,
      username: database.username,
    });
  };
  const only = ready.length === 1 ? ready[0] : undefined;
  useEffect(() => {
    if (only && chosen === undefined) choose(only);
    // Once, when the service's one database is known: a later choice of the user's stays.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [only?.databaseName]);
  if (!ready.length) return null;
  const options = ready.map((database) => ({
    value: database.databaseName,
    label: database.databaseName,
    description: `${database.host}:${database.port} · ${database.database}`,
  }));
  return (
    <FormField label={t('deployments.deploy.fromService')} description={t('deployments.deploy.fromServiceHint')}>
      <Select
        data-testid="deployments-database-choice"
        selectedOption={options.find((option) => option.value === chosen) ?? null}
        placeholder={t('deployments.deploy.fromServicePlaceholder')}
        options={options}
        onChange={({ detail }) => {
          const database = ready.find((entry) => entry.databaseName === detail.selectedOption.value);
          if (database) choose(database);
        }}
      />
    </FormField>
  );
}

/** The purchase's result: the balance left, and the next steps (menu configuration, the running apps). */
function PurchasedModal(props: { name: string; result: AppBuyResult; onDismiss: () => void }) {
  const { t, locale } = useI18n();
  const { dateTime } = useFormatting();
  const navigate = useNavigate();
  const { result } = props;
  return (
    <Modal
      visible
      data-testid="deployments-purchased"
      header={t('deployments.deploy.successTitle', { name: props.name })}
      onDismiss={props.onDismiss}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button data-testid="deployments-menu-config" onClick={() => void navigate(MENU_CONFIG_PATH)}>
              {t('deployments.deploy.menuConfig')}
            </Button>
            <Button
              variant="primary"
              data-testid="deployments-view-app"
              onClick={() => void navigate(RUNNING_APPS_PATH)}
            >
              {t('deployments.deploy.viewApp')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="s">
        <Box variant="p">{t('deployments.deploy.success', { balance: formatYuan(result.balance, locale) })}</Box>
        <Box variant="p" color="text-body-secondary">
          {result.renewal
            ? t('deployments.deploy.renewed', { end: dateTime(result.endsAt) })
            : t('deployments.deploy.booting', { name: props.name })}
        </Box>
      </SpaceBetween>
    </Modal>
  );
}

/** Why a purchase was refused, in words (409s the server names); undefined for any other failure. */
function refusalKey(failure: unknown) {
  if (!(failure instanceof ApiError) || failure.status !== 409) return undefined;
  const reason = (failure.body as { reason?: string }).reason;
  if (reason === 'notOnline' || failure.message === 'It can only be deployed after online') {
    return 'deployments.deploy.notOnline' as const;
  }
  if (reason === 'noTenantSpace') return 'deployments.deploy.noSpace' as const;
  if (reason === 'quotaExceeded') return 'deployments.deploy.quotaExceeded' as const;
  return undefined;
}

/** The frame of this public screen: its heading (the page's h1) over the content. */
function DeployFrame(props: { description?: string; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <Box padding="l">
      <ContentLayout
        header={
          <Header variant="h1" description={props.description ?? t('deployments.deploy.description')}>
            {t('deployments.deploy.title')}
          </Header>
        }
      >
        {props.children}
      </ContentLayout>
    </Box>
  );
}

/**
 * `/common/application-market-deploy?appId&appVersionId&appPlanId&periods&cost` (doc 2): buying `periods` months of a
 * market application's plan for the current enterprise, deployed into its tenant space. Shows the application, the
 * price the server will charge, the validity from now, the enterprise and its space; asks for the database the app
 * is handed (filled in from the enterprise's database service when it has one). Buying needs a signed-in member with
 * `space-apps-management:add` and a tenant space online; a balance that does not cover the cost opens the recharge
 * dialog; success tells the balance left and leads to the menu configuration and the running apps.
 */
export default function ApplicationMarketDeployPage() {
  const { t, locale } = useI18n();
  const { dateTime, date } = useFormatting();
  const { notify } = useNotifications();
  const follow = useFollow();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const address = useMemo(() => readAddress(params), [params]);
  const { status, data: session } = useSession();
  const signedIn = status === 'authenticated';
  const enterprise = session?.currentEnterprise;
  const privileged = useRunningAppsPrivilege('add');
  const view = useLoad(address?.appId, (signal) => getMarketApplication(address!.appId, signal));
  const space = useLoad(signedIn && enterprise ? enterprise.id : undefined, (signal) =>
    getLiveSpace(enterprise!.id, signal),
  );
  const online = space.data?.status.code === '3';
  const databases = useLoad(online ? enterprise!.id : undefined, (signal) =>
    getDatabaseService(enterprise!.id, signal),
  );
  const form = useDatabaseForm();
  const [now] = useState(() => Date.now());
  // One key per screen: a double click, or a retry after a lost answer, buys once.
  const idempotencyKey = useMemo(() => crypto.randomUUID(), []);
  const [busy, setBusy] = useState(false);
  const [shortfall, setShortfall] = useState<Shortfall>();
  const [result, setResult] = useState<AppBuyResult>();

  const app = view.data?.application;
  const version = view.data?.versions.find((entry) => entry.id === address?.appVersionId);
  const plan = app?.resources.find((entry) => entry.id === address?.appPlanId);
  if (!address || (view.error && !view.data) || (view.data && (!version || !plan))) {
    return (
      <DeployFrame>
        <Alert
          type="error"
          action={
            <Button href="/common/application-market-list" onFollow={follow}>
              {t('deployments.deploy.backToMarket')}
            </Button>
          }
        >
          {view.error && statusIsServerFailure(view.error)
            ? t('deployments.load.failed', { message: messageOf(view.error) })
            : t('deployments.deploy.badAddress')}
        </Alert>
      </DeployFrame>
    );
  }
  if (!app || !version || !plan) return <Loading />;

  const name = localText(app.name, app.enName, locale);
  const months = address.periods;
  const costFen = offerPriceFen(yuanToFen(plan.price) ?? Math.round(plan.price * 100), months, plan.periods);
  const linkedFen = yuanToFen(address.cost);
  const versionOnline = version.status.code === APP_STATUS.online;
  const mayBuy = signedIn && !!enterprise && online && privileged && versionOnline;

  const buy = async () => {
    form.submit();
    if (!form.valid || !mayBuy) return;
    setBusy(true);
    form.setServerErrors({});
    try {
      const purchase = {
        appId: app.id,
        versionId: version.id,
        planId: plan.id,
        months,
        cost: costFen / 100,
        idempotencyKey,
      };
      setResult(await buyApp(purchase, form.input()));
    } catch (failure) {
      const short = shortOfBalance(failure);
      const refusal = refusalKey(failure);
      if (short) setShortfall(short);
      else if (refusal) notify({ type: 'error', content: t(refusal) });
      else {
        form.setServerErrors(fieldErrorsOf(failure) as Partial<Record<Field, string>>);
        notify({ type: 'error', content: t('deployments.deploy.failed', { name, message: messageOf(failure) }) });
      }
    } finally {
      setBusy(false);
    }
  };

  const spaceValue = space.data
    ? `${space.data.name} · ${locale === 'en' ? space.data.status.enName : space.data.status.name}`
    : space.loading
      ? t('app.loading')
      : '-';

  return (
    <DeployFrame description={name}>
      <SpaceBetween size="l">
        {!signedIn ? (
          <Alert type="info" data-testid="deployments-sign-in">
            {t('deployments.deploy.signIn')}{' '}
            <Link
              href={`/common/login?service=${encodeURIComponent(location.pathname + location.search)}`}
              onFollow={follow}
            >
              {t('deployments.deploy.signInLink')}
            </Link>
          </Alert>
        ) : !enterprise ? (
          <Alert type="info">{t('deployments.deploy.noEnterprise')}</Alert>
        ) : space.data === null ? (
          <Alert type="warning" data-testid="deployments-no-space">
            {t('deployments.deploy.noSpace')}
          </Alert>
        ) : space.data && !online ? (
          <Alert type="info">
            {t('deployments.deploy.spaceNotOnline', {
              name: space.data.name,
              status: locale === 'en' ? space.data.status.enName : space.data.status.name,
            })}
          </Alert>
        ) : !privileged ? (
          <Alert type="info">{t('deployments.deploy.noPrivilege')}</Alert>
        ) : null}
        {!versionOnline ? (
          <Alert type="warning" data-testid="deployments-not-online">
            {t('deployments.deploy.notOnline')}
          </Alert>
        ) : null}
        {linkedFen !== undefined && linkedFen !== costFen ? (
          <Alert type="info">
            {t('deployments.deploy.costChanged', {
              cost: formatFen(costFen, locale),
              linked: formatFen(linkedFen, locale),
            })}
          </Alert>
        ) : null}
        <Container header={<Header variant="h2">{t('deployments.deploy.app')}</Header>}>
          <KeyValuePairs
            data-testid="deployments-figures"
            columns={3}
            items={[
              { label: t('deployments.field.name'), value: app.name },
              { label: t('deployments.field.enName'), value: app.enName || '-' },
              { label: t('deployments.field.version'), value: version.version },
              {
                label: t('deployments.field.price'),
                value: `${plan.name} · ${t('deployments.monthly', { amount: formatYuan(plan.price, locale) })}`,
              },
              {
                label: t('deployments.field.cost'),
                value: (
                  <Box data-testid="deployments-cost" fontWeight="bold">
                    {t('deployments.yuan', { amount: formatFen(costFen, locale) })}
                  </Box>
                ),
              },
              { label: t('deployments.field.publisher'), value: app.createCompanyName || '-' },
              { label: t('deployments.field.createdAt'), value: date(app.createDate) },
              { label: t('deployments.field.months'), value: t('deployments.months', { months }) },
              {
                label: t('deployments.field.validity'),
                value: t('deployments.range', { start: dateTime(now), end: dateTime(monthsLater(now, months)) }),
              },
              {
                label: t('deployments.field.enterprise'),
                value: enterprise ? localText(enterprise.name, enterprise.nameEn, locale) : '-',
              },
              { label: t('deployments.field.space'), value: <span data-testid="deployments-space">{spaceValue}</span> },
            ]}
          />
        </Container>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void buy();
          }}
          noValidate
        >
          <Form
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  variant="link"
                  formAction="none"
                  onClick={() => void navigate(`/common/application-market-view?id=${encodeURIComponent(app.id)}`)}
                >
                  {t('deployments.action.cancel')}
                </Button>
                <Button
                  formAction="none"
                  href={TENANT_SPACE_PATH}
                  target="_blank"
                  iconName="external"
                  iconAlign="right"
                  data-testid="deployments-go-to-space"
                >
                  {t('deployments.deploy.goToSpace')}
                </Button>
                <Button variant="primary" loading={busy} disabled={!mayBuy} data-testid="deployments-buy">
                  {t('deployments.deploy.buy')}
                </Button>
              </SpaceBetween>
            }
          >
            <Container
              header={
                <Header variant="h2" description={t('deployments.deploy.databaseDescription')}>
                  {t('deployments.deploy.database')}
                </Header>
              }
            >
              <SpaceBetween size="m">
                {databases.data ? <DatabaseChooser service={databases.data} onChoose={form.fill} /> : null}
                <ColumnLayout columns={2}>
                  {FIELDS.map((field) => (
                    <FormField key={field} label={t(`deployments.field.${field}`)} errorText={form.errorOf(field)}>
                      <Input
                        data-testid={`deployments-db-${field}`}
                        value={form.values[field]}
                        type={field === 'password' ? 'password' : 'text'}
                        inputMode={field === 'port' ? 'numeric' : undefined}
                        autoComplete={field === 'password' ? 'new-password' : false}
                        onChange={({ detail }) => form.set(field, detail.value)}
                      />
                    </FormField>
                  ))}
                </ColumnLayout>
              </SpaceBetween>
            </Container>
          </Form>
        </form>
      </SpaceBetween>
      {shortfall ? (
        <InsufficientBalanceModal
          testId="deployments-balance-modal"
          header={t('deployments.balance.title')}
          text={t('deployments.balance.text', {
            required: formatFen(shortfall.requiredFen, locale),
            balance: formatFen(shortfall.balanceFen, locale),
          })}
          closeText={t('deployments.action.close')}
          rechargeText={t('deployments.balance.recharge')}
          onDismiss={() => setShortfall(undefined)}
        />
      ) : null}
      {result ? <PurchasedModal name={name} result={result} onDismiss={() => setResult(undefined)} /> : null}
    </DeployFrame>
  );
}

/** A failure of the server or the network (not a 400/404 for an application the market does not list). */
const statusIsServerFailure = (error: Error) => !(error instanceof ApiError && [400, 404].includes(error.status));
