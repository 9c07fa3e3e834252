import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ListKind } from '@shared/constants/content-rules.js';
import { messageOf } from '@/api/http-client.js';
import { Loading } from '@/components/loading.js';
import { LoadMoreFooter } from '@/components/load-more.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { getPublishedContent } from '../../api/content.js';
import { ContentCard } from '../../components/content-card.js';
import { ContentFrame } from '../../components/content-frame.js';
import { useContentPages } from '../../components/use-content-pages.js';
import '../../messages/portal-messages.js';

const PAGE_SIZE = 10;

/**
 * `/common/news`, `/common/announcement`, `/common/solutions` (and `/common/solution`), `/common/customer-case`: a
 * kind's published items, newest first (solutions in the editors' order), ten at a time.
 */
export default function ContentListPage({ kind }: { kind: ListKind }) {
  const { t } = useI18n();
  const sort = kind === 'solution' ? 'order' : 'newest';
  const list = useContentPages(kind, (cursor, signal) =>
    getPublishedContent({ kind, sort, limit: PAGE_SIZE, cursor }, signal),
  );
  const { items } = list;
  const name = t(`portal.kind.${kind}`);
  return (
    <ContentFrame title={name} description={t(`portal.describe.${kind}`)}>
      {list.error ? (
        <Alert type="error">{t('portal.loadFailed', { message: messageOf(list.error) })}</Alert>
      ) : list.loading ? (
        <Loading />
      ) : items.length === 0 ? (
        <Box textAlign="center" color="text-body-secondary" padding="xl" data-testid="content-empty">
          {t('portal.empty.list', { name })}
        </Box>
      ) : (
        <SpaceBetween size="m">
          <div data-testid="content-list">
            <SpaceBetween size="m">
              {items.map((item) => (
                <ContentCard key={item.id} item={item} />
              ))}
            </SpaceBetween>
          </div>
          <LoadMoreFooter list={{ hasMore: list.hasMore, loading: list.loadingMore, loadMore: list.loadMore }} />
        </SpaceBetween>
      )}
    </ContentFrame>
  );
}
