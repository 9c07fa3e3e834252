import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { COST_UNBOUNDED, MARKET_PAGE_SIZE_DEFAULT } from '@shared/constants/market-rules.js';
import { ServerPagination } from '@/components/server-pagination.js';
import { useLoad } from '@/components/use-load.js';
import { localText } from '@/i18n/local-text.js';
import { useI18n } from '@/i18n/i18n-context.js';
import '../../messages/market-messages.js';
import { searchApplications } from '../../api/market.js';
import { MarketCards } from '../../components/market-cards.js';
import { MarketPage } from '../../components/market-page.js';
import { marketListPath } from '../../components/market-paths.js';
import { useCategories } from '../../components/use-categories.js';

/** The list's filters as the address holds them (empty: not given). */
interface Filters {
  name: string;
  parentCategoryId: string;
  categoryId: string;
  releaseType: string;
  minCost: string;
  maxCost: string;
}

const FILTER_KEYS = ['name', 'parentCategoryId', 'categoryId', 'releaseType', 'minCost', 'maxCost'] as const;
const RELEASE_TYPES = ['platform', 'enterprise', 'private'] as const;
/** A cost as the server takes it: yuan with at most two decimals. */
const COST_PATTERN = /^\d{1,8}(\.\d{1,2})?$/;

const filtersOf = (params: URLSearchParams): Filters =>
  Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? ''])) as unknown as Filters;

/**
 * `/common/application-market-list` (doc 2): filters by name, parent category, category, release type and a cost
 * range (empty: -1, no bound), 10 a page paged on the server. The filters live in the address, so the portal's
 * search and its "view all" links open the list filtered, and a reload keeps them.
 */
export default function ApplicationMarketListPage() {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const applied = filtersOf(params);
  const page = Math.max(1, Number(params.get('pageCurrent')) || 1);
  const [draft, setDraft] = useState<Filters>(applied);
  const { tree, nameOf } = useCategories();
  const key = params.toString();
  useEffect(() => setDraft(filtersOf(new URLSearchParams(key))), [key]);

  const result = useLoad(`search?${key}`, (signal) =>
    searchApplications(
      {
        name: applied.name || undefined,
        parentCategoryId: applied.parentCategoryId || undefined,
        categoryId: applied.categoryId || undefined,
        releaseType: applied.releaseType || undefined,
        minCost: applied.minCost || COST_UNBOUNDED,
        maxCost: applied.maxCost || COST_UNBOUNDED,
        pageCurrent: page,
        pageSize: MARKET_PAGE_SIZE_DEFAULT,
      },
      signal,
    ),
  );

  const costError = (value: string) => (value && !COST_PATTERN.test(value) ? t('market.filter.costInvalid') : '');
  const orderError =
    !costError(draft.minCost) && !costError(draft.maxCost) && draft.minCost && draft.maxCost
      ? Number(draft.maxCost) < Number(draft.minCost)
        ? t('market.filter.costOrder')
        : ''
      : '';

  const open = (filters: Filters, pageCurrent = 1) =>
    void navigate(
      marketListPath({
        ...Object.fromEntries(FILTER_KEYS.map((name) => [name, filters[name].trim()])),
        ...(pageCurrent > 1 ? { pageCurrent: String(pageCurrent) } : {}),
      }),
    );
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (costError(draft.minCost) || costError(draft.maxCost) || orderError) return;
    open(draft);
  };

  const any: SelectProps.Option = { value: '', label: t('market.filter.any') };
  const parentOptions = [any, ...tree.map((c) => ({ value: c.id, label: localText(c.name, c.nameEn, locale) }))];
  const children = tree.find((c) => c.id === draft.parentCategoryId)?.children ?? [];
  const categoryOptions = [any, ...children.map((c) => ({ value: c.id, label: localText(c.name, c.nameEn, locale) }))];
  const releaseOptions = [
    any,
    ...RELEASE_TYPES.map((type) => ({ value: type, label: t(`market.releaseType.${type}`) })),
  ];
  const chosen = (options: SelectProps.Option[], value: string) => options.find((o) => o.value === value) ?? any;
  const set = (patch: Partial<Filters>) => setDraft((current) => ({ ...current, ...patch }));

  return (
    <MarketPage title={t('market.list.title')} description={t('market.list.description')}>
      <Container header={<Header variant="h2">{t('market.list.filters')}</Header>}>
        <form onSubmit={apply}>
          <SpaceBetween size="m">
            <ColumnLayout columns={3}>
              <FormField label={t('market.filter.name')}>
                <Input value={draft.name} type="search" onChange={({ detail }) => set({ name: detail.value })} />
              </FormField>
              <FormField label={t('market.filter.parentCategory')}>
                <Select
                  selectedOption={chosen(parentOptions, draft.parentCategoryId)}
                  options={parentOptions}
                  onChange={({ detail }) =>
                    set({ parentCategoryId: detail.selectedOption.value ?? '', categoryId: '' })
                  }
                />
              </FormField>
              <FormField label={t('market.filter.category')}>
                <Select
                  selectedOption={chosen(categoryOptions, draft.categoryId)}
                  options={categoryOptions}
                  disabled={!draft.parentCategoryId}
                  onChange={({ detail }) => set({ categoryId: detail.selectedOption.value ?? '' })}
                />
              </FormField>
              <FormField label={t('market.filter.releaseType')}>
                <Select
                  selectedOption={chosen(releaseOptions, draft.releaseType)}
                  options={releaseOptions}
                  onChange={({ detail }) => set({ releaseType: detail.selectedOption.value ?? '' })}
                />
              </FormField>
              <FormField
                label={t('market.filter.minCost')}
                constraintText={t('market.filter.costHint')}
                errorText={costError(draft.minCost)}
              >
                <Input
                  value={draft.minCost}
                  inputMode="decimal"
                  onChange={({ detail }) => set({ minCost: detail.value })}
                />
              </FormField>
              <FormField
                label={t('market.filter.maxCost')}
                constraintText={t('market.filter.costHint')}
                errorText={costError(draft.maxCost) || orderError}
              >
                <Input
                  value={draft.maxCost}
                  inputMode="decimal"
                  onChange={({ detail }) => set({ maxCost: detail.value })}
                />
              </FormField>
            </ColumnLayout>
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="primary" formAction="submit">
                {t('market.filter.apply')}
              </Button>
              <Button formAction="none" onClick={() => open(filtersOf(new URLSearchParams()))}>
                {t('market.filter.reset')}
              </Button>
            </SpaceBetween>
          </SpaceBetween>
        </form>
      </Container>
      {result.error ? <Alert type="error">{t('market.loadFailed', { message: result.error.message })}</Alert> : null}
      <Container
        header={
          <Header
            variant="h2"
            actions={
              <ServerPagination
                pageIndex={page}
                total={result.data?.totalElements ?? 0}
                pageSize={MARKET_PAGE_SIZE_DEFAULT}
                onChange={(next) => open(applied, next)}
              />
            }
          >
            {t('market.list.count', { count: result.data?.totalElements ?? 0 })}
          </Header>
        }
      >
        <MarketCards
          items={result.data?.content ?? []}
          loading={result.loading && !result.data}
          categoryName={nameOf}
          empty={t('market.list.empty')}
          ariaLabel={t('market.list.title')}
        />
      </Container>
    </MarketPage>
  );
}
