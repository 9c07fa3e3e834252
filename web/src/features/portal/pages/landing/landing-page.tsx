import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { DEFAULT_PORTAL_FLAGS, type ContentKind } from '@shared/constants/content-rules.js';
import type { ContentItem } from '@shared/schemas/content.js';
import { DOMAIN_PATTERN } from '@shared/constants/tenancy-rules.js';
import { useFollow } from '@/components/router-link.js';
import { useLoad } from '@/components/use-load.js';
import { removeLandingFrame } from '@/routing/first-view.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useSession } from '@/session/session-context.js';
import { getPortal, getPublishedContent } from '../../api/content.js';
import { ContentCard } from '../../components/content-card.js';
import { contentScreenPaths } from '../../components/content-screens.js';
import { PortalCarousel } from '../../components/portal-carousel.js';
import { PortalFooter } from '../../components/portal-footer.js';
import { usePageDescription } from '../../components/use-page-description.js';
import ExceptionPage from '../exception/exception-page.js';
import '../../messages/portal-messages.js';

/**
 * The room the carousel and a section's cards take while their items load, about their height once filled (one
 * announcement; one row of cards on a wide screen), so the sections below stay where they painted first.
 */
const CAROUSEL_MIN_HEIGHT = 154;
const CARD_PLACEHOLDER_HEIGHT = 140;

/** The latest published items of a kind for a landing section (none while its flag is off). */
function useLatest(kind: ContentKind, shown: boolean, sort: 'newest' | 'order' = 'newest') {
  return useLoad(shown ? kind : undefined, (signal) => getPublishedContent({ kind, sort, limit: 3 }, signal)).data
    ?.items;
}

/** A landing section of the latest items of a kind, with the way to all of them. */
function LatestSection(props: { title: string; kind: ContentKind; items?: readonly ContentItem[] }) {
  const { t } = useI18n();
  const follow = useFollow();
  return (
    <section aria-label={props.title} data-testid={`portal-section-${props.kind}`}>
      <SpaceBetween size="s">
        <Header
          variant="h2"
          actions={
            <Link href={contentScreenPaths[props.kind]} onFollow={follow}>
              {t('portal.viewAll')}
            </Link>
          }
        >
          {props.title}
        </Header>
        {props.items === undefined ? (
          <ColumnLayout columns={3}>
            {[0, 1, 2].map((slot) => (
              <div key={slot} aria-hidden="true" style={{ minHeight: CARD_PLACEHOLDER_HEIGHT }} />
            ))}
          </ColumnLayout>
        ) : props.items.length ? (
          <ColumnLayout columns={3}>
            {props.items.map((item) => (
              <ContentCard key={item.id} item={item} headingLevel="h3" />
            ))}
          </ColumnLayout>
        ) : (
          <Box color="text-body-secondary">{t('portal.empty.list', { name: props.title })}</Box>
        )}
      </SpaceBetween>
    </section>
  );
}

/**
 * `/` and `/:domain`: the platform's portal, or the portal of the enterprise whose online tenant space has the
 * domain (the platform's when the domain is unknown). Each section shows by the portal's flags: header, carousel
 * (announcements), market teaser, services (with the algorithm library), news, solutions, footer. An address that
 * cannot be a domain is the public 404.
 */
export default function LandingPage() {
  const domain = useParams().domain;
  if (domain !== undefined && !DOMAIN_PATTERN.test(domain)) return <ExceptionPage code="404" />;
  return <Portal domain={domain} />;
}

function Portal({ domain }: { domain?: string }) {
  const { t, locale } = useI18n();
  const { status } = useSession();
  const navigate = useNavigate();
  const follow = useFollow();
  const signedIn = status === 'authenticated';
  const portal = useLoad(domain ?? '', (signal) => getPortal(domain, signal)).data;
  const flags = portal?.flags ?? DEFAULT_PORTAL_FLAGS;
  const announcements = useLatest('announcement', flags.carousel);
  const news = useLatest('news', flags.news);
  const solutions = useLatest('solution', flags.solutions, 'order');
  const enterpriseName =
    portal?.owner === 'enterprise' ? (locale === 'en' && portal.enterpriseNameEn) || portal.enterpriseName : undefined;
  const title = enterpriseName ? t('portal.enterprise.title', { name: enterpriseName }) : t('landing.title');
  const subtitle = enterpriseName ? t('portal.enterprise.subtitle', { name: enterpriseName }) : t('landing.subtitle');
  usePageDescription(`${title} – ${subtitle}`);
  // The same view now lies beneath the pre-rendered frame `/` was served with.
  useEffect(removeLandingFrame, []);
  return (
    <>
      <Box padding="l">
        <ContentLayout
          header={
            <Header
              variant="h1"
              description={flags.header ? subtitle : undefined}
              actions={
                flags.header ? (
                  <SpaceBetween direction="horizontal" size="xs">
                    <Button onClick={() => void navigate('/common/application-market-portal')}>
                      {t('landing.market')}
                    </Button>
                    {signedIn ? null : (
                      <Button onClick={() => void navigate('/common/register')}>{t('landing.register')}</Button>
                    )}
                    <Button variant="primary" onClick={() => void navigate(signedIn ? '/console' : '/common/login')}>
                      {signedIn ? t('landing.openConsole') : t('landing.signIn')}
                    </Button>
                  </SpaceBetween>
                ) : undefined
              }
            >
              {title}
            </Header>
          }
        >
          <SpaceBetween size="xl">
            {flags.header ? (
              <Container>
                <Box variant="p">{t('landing.intro')}</Box>
              </Container>
            ) : null}
            {flags.carousel && announcements?.length !== 0 ? (
              <div style={{ minHeight: CAROUSEL_MIN_HEIGHT }}>
                {announcements ? <PortalCarousel items={announcements} /> : null}
              </div>
            ) : null}
            {flags.market ? (
              <section aria-label={t('portal.market.title')} data-testid="portal-section-market">
                <Container
                  header={
                    <Header
                      variant="h2"
                      actions={
                        <Button onClick={() => void navigate('/common/application-market-portal')}>
                          {t('portal.services.openMarket')}
                        </Button>
                      }
                    >
                      {t('portal.market.title')}
                    </Header>
                  }
                >
                  <Box variant="p">{t('portal.market.text')}</Box>
                </Container>
              </section>
            ) : null}
            {flags.services ? (
              <section aria-label={t('portal.services.title')} data-testid="portal-section-services">
                <SpaceBetween size="s">
                  <Header variant="h2">{t('portal.services.title')}</Header>
                  <ColumnLayout columns={4}>
                    <Container>
                      <SpaceBetween size="xs">
                        <Box variant="p">{t('portal.services.algorithms')}</Box>
                        <Link href="/common/algorithm-library" onFollow={follow}>
                          {t('portal.services.openAlgorithms')}
                        </Link>
                      </SpaceBetween>
                    </Container>
                    <Container>
                      <Box variant="p">{t('portal.services.market')}</Box>
                    </Container>
                    <Container>
                      <Box variant="p">{t('portal.services.equipment')}</Box>
                    </Container>
                    <Container>
                      <Box variant="p">{t('portal.services.bigdata')}</Box>
                    </Container>
                  </ColumnLayout>
                </SpaceBetween>
              </section>
            ) : null}
            {flags.news ? <LatestSection title={t('portal.news.title')} kind="news" items={news} /> : null}
            {flags.solutions ? (
              <LatestSection title={t('portal.solutions.title')} kind="solution" items={solutions} />
            ) : null}
          </SpaceBetween>
        </ContentLayout>
      </Box>
      {flags.footer ? <PortalFooter /> : null}
    </>
  );
}
