import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { APP_STATUS, APP_STATUS_NAMES, type AppStatusCode } from '@shared/constants/application-rules.js';
import { messageOf, statusOf } from '@/api/http-client.js';
import { Loading } from '@/components/loading.js';
import { useNotifications } from '@/components/notifications.js';
import { useFollow } from '@/components/router-link.js';
import { useFormatting } from '@/components/formatting.js';
import { useLoad } from '@/components/use-load.js';
import { localText } from '@/i18n/local-text.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useSession } from '@/session/session-context.js';
import { marketDeployPath } from '@/features/deployments/api/deployments.js';
import '../../messages/market-messages.js';
import {
  getMarketApplication,
  getMarketDocument,
  getOwnSubscription,
  getRelatedApplications,
  subscribe,
  unsubscribe,
  type MarketApplicationView,
} from '../../api/market.js';
import { MarketCards } from '../../components/market-cards.js';
import { MarketImage } from '../../components/market-image.js';
import { MarketPage, SectionTable } from '../../components/market-page.js';
import { marketViewPath } from '../../components/market-paths.js';
import { PriceTable } from '../../components/price-table.js';
import { useCategories } from '../../components/use-categories.js';

type Version = MarketApplicationView['versions'][number];

/** Subscribe and unsubscribe for a signed-in visitor; a sign-in link that comes back here for anyone else. */
function SubscriptionAction(props: { applicationId: string; name: string; onChange: () => void }) {
  const { t } = useI18n();
  const { status } = useSession();
  const { notify } = useNotifications();
  const follow = useFollow();
  const signedIn = status === 'authenticated';
  const own = useLoad(signedIn ? `subscription-${props.applicationId}` : undefined, (signal) =>
    getOwnSubscription(props.applicationId, signal),
  );
  const [busy, setBusy] = useState(false);
  if (!signedIn) {
    const back = encodeURIComponent(marketViewPath(props.applicationId));
    return (
      <Link href={`/common/login?service=${back}`} onFollow={follow} variant="primary">
        {t('market.action.signInToSubscribe')}
      </Link>
    );
  }
  const subscriptionId = own.data?.id;
  const act = async () => {
    setBusy(true);
    try {
      if (subscriptionId) {
        await unsubscribe(subscriptionId);
        notify({ type: 'success', content: t('market.unsubscribed', { name: props.name }) });
      } else {
        await subscribe(props.applicationId);
        notify({ type: 'success', content: t('market.subscribed', { name: props.name }) });
      }
      own.reload();
      props.onChange();
    } catch (failure) {
      const key = subscriptionId ? 'market.unsubscribeFailed' : 'market.subscribeFailed';
      notify({ type: 'error', content: t(key, { message: messageOf(failure) }) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant={subscriptionId ? 'normal' : 'primary'}
      loading={busy || (own.loading && !own.data)}
      onClick={() => void act()}
      data-testid="market-subscription"
    >
      {subscriptionId ? t('market.action.unsubscribe') : t('market.action.subscribe')}
    </Button>
  );
}

/** The documents of the version shown (help, API, test report): each opens through a presigned link. */
function Documents(props: { applicationId: string; version: Version | undefined }) {
  const { t } = useI18n();
  const { notify } = useNotifications();
  const files = props.version?.detailFiles ?? [];
  if (!files.length) return <Box color="text-body-secondary">{t('market.view.noDocuments')}</Box>;
  const open = async (name: string) => {
    try {
      window.open((await getMarketDocument(props.applicationId, name)).url, '_blank', 'noopener');
    } catch (failure) {
      notify({ type: 'error', content: t('market.docFailed', { message: messageOf(failure) }) });
    }
  };
  return (
    <SpaceBetween size="xs">
      {files.map((file) => (
        <Button key={file.uri} variant="inline-link" iconName="download" onClick={() => void open(file.uri)}>
          {`${t(`market.doc.${file.type}`)}${file.name ? `: ${file.name}` : ''}`}
        </Button>
      ))}
    </SpaceBetween>
  );
}

/**
 * `/common/application-market-view?id=` (doc 2): an application of the market as a buyer sees it: the preview
 * (logo, name, the latest version's screenshots, the description), its documents, modules, the price table of its
 * plans (each period linking to buying it with the newest online version), the versions buyers see, related
 * applications of its parent category, and subscribing. An address without
 * an id, or with one the market does not list, goes to the public 404.
 */
export default function ApplicationMarketViewPage() {
  const { t, locale } = useI18n();
  const { dateTime } = useFormatting();
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id');
  const view = useLoad(id ?? undefined, (signal) => getMarketApplication(id!, signal));
  const parentCategoryId = view.data?.application.parentCategory.id;
  const related = useLoad(parentCategoryId && id ? `related-${id}` : undefined, (signal) =>
    getRelatedApplications(parentCategoryId!, id!, signal),
  );
  const { nameOf } = useCategories();
  const missing = !id || (view.error !== undefined && [400, 404].includes(statusOf(view.error)));
  useEffect(() => {
    if (missing) void navigate('/exception/404', { replace: true });
  }, [missing, navigate]);

  if (view.error && !missing) return <Box padding="l">{t('market.loadFailed', { message: view.error.message })}</Box>;
  if (!view.data || missing) return <Loading />;
  const { application: app, versions, subscriberCount } = view.data;
  const name = localText(app.name, app.enName, locale);
  const latest = versions[0];
  // What a purchase deploys: the newest version online (doc 2: "It can only be deployed after online").
  const online = versions.find((version) => version.status.code === APP_STATUS.online);
  const statusName = (status: { code: string; name: string }) =>
    locale === 'en' ? (APP_STATUS_NAMES[status.code as AppStatusCode]?.en ?? status.name) : status.name;

  return (
    <MarketPage
      title={
        <SpaceBetween direction="horizontal" size="s" alignItems="center">
          <MarketImage name={app.logo} applicationId={app.id} alt="" width={40} height={40} initialOf={name} />
          <span>{name}</span>
        </SpaceBetween>
      }
      description={`${nameOf(app.parentCategory)} / ${nameOf(app.category)} · ${app.createCompanyName || t('market.releaseType.private')} · ${t('market.view.subscribers', { count: subscriberCount })}`}
      actions={<SubscriptionAction applicationId={app.id} name={name} onChange={view.reload} />}
    >
      <Container header={<Header variant="h2">{t('market.view.preview')}</Header>}>
        <SpaceBetween size="m">
          <Box variant="p">{app.description}</Box>
          {latest?.screenshots.length ? (
            <SpaceBetween direction="horizontal" size="s">
              {latest.screenshots.map((shot, index) => (
                <MarketImage
                  key={shot.id}
                  name={shot.uri}
                  applicationId={app.id}
                  alt={t('market.view.screenshot', { name, index: index + 1 })}
                  width={320}
                  height={200}
                />
              ))}
            </SpaceBetween>
          ) : (
            <Box color="text-body-secondary">{t('market.view.noScreenshots')}</Box>
          )}
        </SpaceBetween>
      </Container>
      <Container header={<Header variant="h2">{t('market.view.prices')}</Header>}>
        <PriceTable
          plans={app.resources}
          buyHref={
            online
              ? (plan, months, costFen) =>
                  marketDeployPath({
                    appId: app.id,
                    appVersionId: online.id,
                    appPlanId: plan.id,
                    periods: months,
                    cost: costFen / 100,
                  })
              : undefined
          }
        />
      </Container>
      <Container header={<Header variant="h2">{t('market.view.documents')}</Header>}>
        <Documents applicationId={app.id} version={latest} />
      </Container>
      <Container header={<Header variant="h2">{t('market.view.modules')}</Header>}>
        {app.childApplicationList.length ? (
          <ul>
            {app.childApplicationList.map((module) => (
              <li key={module.id}>{module.name}</li>
            ))}
          </ul>
        ) : (
          <Box color="text-body-secondary">{t('market.view.noModules')}</Box>
        )}
      </Container>
      <Container header={<Header variant="h2">{t('market.view.versions')}</Header>}>
        <SectionTable
          label={t('market.view.versions')}
          empty={t('market.view.noVersions')}
          trackBy="id"
          items={versions}
          columns={[
            { id: 'version', header: t('market.version.number'), cell: (version) => version.version },
            { id: 'status', header: t('market.version.status'), cell: (version) => statusName(version.status) },
            {
              id: 'releaseDate',
              header: t('market.version.releaseDate'),
              cell: (version) => dateTime(version.releaseDate),
            },
            { id: 'description', header: t('market.version.description'), cell: (version) => version.description },
          ]}
        />
      </Container>
      <Container header={<Header variant="h2">{t('market.view.related')}</Header>}>
        <MarketCards
          items={related.data ?? []}
          loading={related.loading && !related.data}
          categoryName={nameOf}
          empty={t('market.view.noRelated')}
          ariaLabel={t('market.view.related')}
        />
      </Container>
    </MarketPage>
  );
}
