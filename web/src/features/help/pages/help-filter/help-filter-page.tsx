import '../../messages/helpdesk-messages.js';
import { useSearchParams } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { messageOf } from '@/api/http-client.js';
import { useFormatting } from '@/components/formatting.js';
import { useFollow } from '@/components/router-link.js';
import { TableEmpty } from '@/components/table-empty.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { HELP_LIMITS } from '@shared/constants/help-rules.js';
import { searchHelpArticles } from '../../api/help.js';
import { HelpFrame } from '../../components/help-frame.js';
import { helpDetailsHref, HelpSearch } from '../../components/help-search.js';

/** `/common/help-filter?q=`: the published articles containing the words, title matches first. */
export default function HelpFilterPage() {
  const { t, locale } = useI18n();
  const { dateTime } = useFormatting();
  const follow = useFollow();
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const results = useLoad(q ? `search|${q}` : undefined, (signal) => searchHelpArticles(q, signal));
  const en = locale === 'en';
  return (
    <HelpFrame
      title={t('helpdesk.filter.title')}
      description={q ? t('helpdesk.filter.description', { q }) : t('helpdesk.filter.ask')}
    >
      <SpaceBetween size="l">
        <HelpSearch key={q} initial={q} />
        {results.error ? (
          <Alert type="error">{t('helpdesk.load.failed', { message: messageOf(results.error) })}</Alert>
        ) : null}
        {results.data?.truncated ? (
          <Alert type="info">{t('helpdesk.filter.truncated', { count: HELP_LIMITS.searchResults })}</Alert>
        ) : null}
        {q ? (
          <Table
            data-testid="help-results"
            items={results.data?.items ?? []}
            loading={results.loading}
            loadingText={t('app.loading')}
            trackBy="id"
            wrapLines
            variant="container"
            empty={<TableEmpty text={t('helpdesk.filter.none', { q })} />}
            columnDefinitions={[
              {
                id: 'title',
                header: t('helpdesk.details.title'),
                cell: (item) => (
                  <Link href={helpDetailsHref(item.id)} onFollow={follow}>
                    {en ? item.titleEn : item.title}
                  </Link>
                ),
              },
              {
                id: 'category',
                header: t('helpdesk.field.category'),
                cell: (item) => (en ? item.categoryNameEn : item.categoryName),
              },
              { id: 'updatedAt', header: t('helpdesk.field.updatedAt'), cell: (item) => dateTime(item.updatedAt) },
            ]}
          />
        ) : (
          <Box color="text-status-inactive">{t('helpdesk.filter.ask')}</Box>
        )}
      </SpaceBetween>
    </HelpFrame>
  );
}
