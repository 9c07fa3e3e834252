import { discountFor, offerPriceFen, periodMonths, yuanToFen } from '@shared/constants/money-rules.js';
import Link from '@cloudscape-design/components/link';
import type { TableProps } from '@cloudscape-design/components/table';
import { formatFen, formatYuan } from '@/components/formatting.js';
import { useFollow } from '@/components/router-link.js';
import { columnsOf, useTablePreferences } from '@/components/table-preferences.js';
import { useI18n } from '@/i18n/i18n-context.js';
import '../messages/market-messages.js';
import type { MarketApplicationView } from '../api/market.js';
import { SectionTable } from './market-page.js';

type Plan = MarketApplicationView['application']['resources'][number];
type Period = Plan['periods'][number];

/** One row of the price table: a plan bought for one of its periods. */
interface PriceRow {
  readonly key: string;
  readonly plan: Plan;
  readonly period: Period;
}

/**
 * The price table of an application: every plan with each of its periods, the period's discount and what it costs
 * (`offerPriceFen`: monthly price × months × the discount, the formula the purchase charges), in yuan. With
 * `buyHref`, each row links to buying that plan for that period (the deploy screen's address).
 */
export function PriceTable(props: {
  plans: readonly Plan[];
  buyHref?: (plan: Plan, months: number, costFen: number) => string;
}) {
  const { t, locale } = useI18n();
  const follow = useFollow();
  const { buyHref } = props;
  const rows: PriceRow[] = props.plans.flatMap((plan) =>
    plan.periods.map((period, index) => ({ key: `${plan.id}-${index}`, plan, period })),
  );
  const monthlyFen = (plan: Plan) => yuanToFen(plan.price) ?? Math.round(plan.price * 100);
  // The discount a period's months earn over all the plan's periods, as the price applies it.
  const discountOf = (row: PriceRow) => discountFor(row.plan.periods, periodMonths(row.period));
  const costOf = (row: PriceRow) => offerPriceFen(monthlyFen(row.plan), periodMonths(row.period), row.plan.periods);
  const buyColumn: TableProps.ColumnDefinition<PriceRow>[] = buyHref
    ? [
        {
          id: 'buy',
          header: t('app.rowActions'),
          cell: (row) => (
            <Link
              href={buyHref(row.plan, periodMonths(row.period), costOf(row))}
              onFollow={follow}
              ariaLabel={t('market.action.buyPlan', {
                plan: row.plan.name,
                period: t(`market.period.${row.period.timeUnit}`, { number: row.period.number }),
              })}
            >
              {t('market.action.buy')}
            </Link>
          ),
        },
      ]
    : [];
  const columns: TableProps.ColumnDefinition<PriceRow>[] = [
    { id: 'plan', header: t('market.price.plan'), cell: (row) => row.plan.name },
    {
      id: 'resources',
      header: t('market.price.resources'),
      cell: (row) =>
        t('market.price.resourcesText', {
          cpu: row.plan.resourceParameters.CPU_CORES,
          memory: row.plan.resourceParameters.MEMORY_QUOTA,
          disk: row.plan.resourceParameters.DISK_QUOTA,
        }),
    },
    {
      id: 'monthly',
      header: t('market.price.monthly'),
      cell: (row) => t('market.yuan', { amount: formatYuan(row.plan.price, locale) }),
    },
    {
      id: 'period',
      header: t('market.price.period'),
      cell: (row) => t(`market.period.${row.period.timeUnit}`, { number: row.period.number }),
    },
    {
      id: 'discount',
      header: t('market.price.discount'),
      cell: (row) =>
        discountOf(row) >= 1
          ? t('market.discount.none')
          : t('market.discount.off', {
              rate: Math.round(discountOf(row) * 1000) / 100,
              percent: Math.round((1 - discountOf(row)) * 100),
            }),
    },
    {
      id: 'total',
      header: t('market.price.total'),
      cell: (row) => t('market.yuan', { amount: formatFen(costOf(row), locale) }),
    },
    ...buyColumn,
  ];
  const preferences = useTablePreferences('market-price-table', columnsOf(columns, 'plan'));
  return (
    <SectionTable
      label={t('market.view.prices')}
      empty={t('market.view.noPlans')}
      trackBy="key"
      items={rows}
      columns={columns}
      preferences={preferences}
    />
  );
}
