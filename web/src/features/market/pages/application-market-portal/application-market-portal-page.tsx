import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useFollow } from '@/components/router-link.js';
import { useLoad } from '@/components/use-load.js';
import { localText } from '@/i18n/local-text.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { consoleScreens } from '@/routing/features.js';
import '../../messages/market-messages.js';
import {
  getAdvertisements,
  getCategoryApplications,
  getTopApplications,
  type MarketAdvertisement,
} from '../../api/market.js';
import { MarketCards } from '../../components/market-cards.js';
import { MarketImage } from '../../components/market-image.js';
import { MarketPage } from '../../components/market-page.js';
import { marketListPath, marketViewPath } from '../../components/market-paths.js';
import { useCategories } from '../../components/use-categories.js';

/**
 * The algorithm library's console screen, once the console has one: the portal's teaser links to it, and shows
 * nothing before (never a dead link).
 */
const algorithmLibrary = consoleScreens().find((screen) => screen.path.includes('algorithm'))?.path;

/** One advertisement: its picture (its own, else the advertised application's logo), words, and where it leads. */
function Advertisement({ ad }: { ad: MarketAdvertisement }) {
  const { t, locale } = useI18n();
  const follow = useFollow();
  const href = ad.applicationId ? marketViewPath(ad.applicationId) : ad.href;
  const title = localText(ad.title, ad.titleEn, locale);
  return (
    <Container>
      <SpaceBetween size="s">
        {ad.image ? <MarketImage name={ad.image} alt="" width={64} height={64} /> : null}
        <Box variant="h3" tagOverride="p">
          {title}
        </Box>
        <Box variant="p">{localText(ad.description, ad.descriptionEn, locale)}</Box>
        {href ? (
          <Link href={href} onFollow={follow} ariaLabel={`${t('market.ad.open')}: ${title}`}>
            {t('market.ad.open')}
          </Link>
        ) : null}
      </SpaceBetween>
    </Container>
  );
}

/**
 * `/common/application-market-portal` (doc 2): a search that opens the list with the name, the advertisements,
 * the recommended applications, the applications by category, and the algorithm library's teaser once it exists.
 */
export default function ApplicationMarketPortalPage() {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const follow = useFollow();
  const { nameOf } = useCategories();
  const [name, setName] = useState('');
  const top = useLoad('top', getTopApplications);
  const groups = useLoad('groups', getCategoryApplications);
  const ads = useLoad('ads', getAdvertisements);
  const failure = top.error ?? groups.error ?? ads.error;

  const search = (event: FormEvent) => {
    event.preventDefault();
    void navigate(marketListPath({ name: name.trim() }));
  };

  return (
    <MarketPage title={t('market.portal.title')} description={t('market.portal.description')}>
      <Container>
        <form onSubmit={search} role="search" aria-label={t('market.search.label')}>
          <SpaceBetween direction="horizontal" size="xs">
            <div style={{ minWidth: 280 }}>
              <Input
                value={name}
                type="search"
                ariaLabel={t('market.search.label')}
                placeholder={t('market.search.placeholder')}
                onChange={({ detail }) => setName(detail.value)}
                data-testid="market-search"
              />
            </div>
            <Button variant="primary" formAction="submit">
              {t('market.search.submit')}
            </Button>
          </SpaceBetween>
        </form>
      </Container>
      {failure ? <Alert type="error">{t('market.loadFailed', { message: failure.message })}</Alert> : null}
      {ads.data?.length ? (
        <SpaceBetween size="s">
          <Header variant="h2">{t('market.portal.ads')}</Header>
          <ColumnLayout columns={Math.min(ads.data.length, 3) as 1 | 2 | 3}>
            {ads.data.map((ad) => (
              <Advertisement key={ad.id} ad={ad} />
            ))}
          </ColumnLayout>
        </SpaceBetween>
      ) : null}
      <Container
        header={
          <Header
            variant="h2"
            actions={
              <Link href={marketListPath()} onFollow={follow}>
                {t('market.portal.viewAll')}
              </Link>
            }
          >
            {t('market.portal.top')}
          </Header>
        }
      >
        <MarketCards
          items={top.data ?? []}
          loading={top.loading && !top.data}
          categoryName={nameOf}
          ariaLabel={t('market.portal.top')}
        />
      </Container>
      {(groups.data ?? []).map((group) => (
        <Container
          key={group.category.id}
          header={
            <Header
              variant="h2"
              actions={
                <Link
                  href={marketListPath({ parentCategoryId: group.category.id })}
                  onFollow={follow}
                  ariaLabel={`${t('market.portal.viewAll')}: ${localText(group.category.name, group.category.nameEn, locale)}`}
                >
                  {t('market.portal.viewAll')}
                </Link>
              }
            >
              {localText(group.category.name, group.category.nameEn, locale)}
            </Header>
          }
        >
          <MarketCards
            items={group.applications}
            categoryName={nameOf}
            ariaLabel={localText(group.category.name, group.category.nameEn, locale)}
          />
        </Container>
      ))}
      {algorithmLibrary ? (
        <Container header={<Header variant="h2">{t('market.algorithms.title')}</Header>}>
          <SpaceBetween size="s">
            <Box variant="p">{t('market.algorithms.text')}</Box>
            <Link href={algorithmLibrary} onFollow={follow}>
              {t('market.algorithms.open')}
            </Link>
          </SpaceBetween>
        </Container>
      ) : null}
    </MarketPage>
  );
}
