import Box from '@cloudscape-design/components/box';
import Cards from '@cloudscape-design/components/cards';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useFollow } from '@/components/router-link.js';
import { formatYuan } from '@/components/formatting.js';
import { TableEmpty } from '@/components/table-empty.js';
import { localText } from '@/i18n/local-text.js';
import { useI18n } from '@/i18n/i18n-context.js';
import '../messages/market-messages.js';
import type { MarketApplication } from '../api/market.js';
import { marketViewPath } from './market-paths.js';
import { MarketImage } from './market-image.js';

/**
 * Market applications as cards: the logo, the name linking to the application's view, its category and publisher,
 * and its price from the cheapest plan a month. Four a row on a wide screen, one on a phone.
 */
export function MarketCards(props: {
  items: readonly MarketApplication[];
  categoryName: (category: { id: string; name: string }) => string;
  loading?: boolean;
  empty?: string;
  ariaLabel: string;
}) {
  const { t, locale } = useI18n();
  const follow = useFollow();
  return (
    <Cards
      ariaLabels={{ cardsLabel: props.ariaLabel, itemSelectionLabel: () => '', selectionGroupLabel: '' }}
      items={props.items as MarketApplication[]}
      trackBy="id"
      loading={props.loading}
      loadingText={t('app.loading')}
      empty={<TableEmpty text={props.empty ?? t('market.empty')} />}
      cardsPerRow={[{ cards: 1 }, { minWidth: 560, cards: 2 }, { minWidth: 960, cards: 4 }]}
      cardDefinition={{
        header: (app) => (
          <Link href={marketViewPath(app.id)} onFollow={follow} fontSize="heading-s">
            {localText(app.name, app.enName, locale)}
          </Link>
        ),
        sections: [
          {
            id: 'logo',
            content: (app) => (
              <MarketImage
                name={app.logo}
                applicationId={app.id}
                alt=""
                width={48}
                height={48}
                initialOf={localText(app.name, app.enName, locale)}
              />
            ),
          },
          {
            id: 'summary',
            content: (app) => (
              <SpaceBetween size="xxs">
                <Box variant="small">
                  {props.categoryName(app.parentCategory)} / {props.categoryName(app.category)}
                </Box>
                <Box variant="small" color="text-body-secondary">
                  {app.createCompanyName || t('market.releaseType.private')}
                </Box>
                <Box fontWeight="bold" color={app.minCost === undefined ? 'text-body-secondary' : 'inherit'}>
                  {app.minCost === undefined
                    ? t('market.card.noPrice')
                    : t('market.card.from', { price: formatYuan(app.minCost, locale) })}
                </Box>
              </SpaceBetween>
            ),
          },
        ],
      }}
    />
  );
}
