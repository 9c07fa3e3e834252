import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ListKind } from '@shared/constants/content-rules.js';
import type { ContentItem } from '@shared/schemas/content.js';
import { messageOf } from '@/api/http-client.js';
import { Loading } from '@/components/loading.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { getPublishedContent } from '../../api/content.js';
import { ContentCard } from '../../components/content-card.js';
import { ContentFrame } from '../../components/content-frame.js';
import '../../messages/portal-messages.js';

const PAGE_SIZE = 10;

/**
 * `/common/news`, `/common/announcement`, `/common/solutions` (and `/common/solution`), `/common/customer-case`: a
 * kind's published items, newest first (solutions in the editors' order), ten at a time.
 */
export default function ContentListPage({ kind }: { kind: ListKind }) {
  const { t } = useI18n();
  const sort = kind === 'solution' ? 'order' : 'newest';
  const first = useLoad(kind, (signal) => getPublishedContent({ kind, sort, limit: PAGE_SIZE }, signal));
  const [more, setMore] = useState<{ of: string; items: ContentItem[]; cursor?: string; loading: boolean }>();
  const extra = more?.of === kind ? more : undefined;
  const cursor = extra ? extra.cursor : first.data?.cursor;
  const items = [...(first.data?.items ?? []), ...(extra?.items ?? [])];
  const loadMore = () => {
    setMore({ of: kind, items: extra?.items ?? [], cursor, loading: true });
    void getPublishedContent({ kind, sort, limit: PAGE_SIZE, cursor }).then((page) =>
      setMore({ of: kind, items: [...(extra?.items ?? []), ...page.items], cursor: page.cursor, loading: false }),
    );
  };
  const name = t(`portal.kind.${kind}`);
  return (
    <ContentFrame title={name} description={t(`portal.describe.${kind}`)}>
      {first.error ? (
        <Alert type="error">{t('portal.loadFailed', { message: messageOf(first.error) })}</Alert>
      ) : first.loading && !first.data ? (
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
          {cursor ? (
            <Box textAlign="center">
              <Button loading={extra?.loading} onClick={loadMore}>
                {t('app.loadMore')}
              </Button>
            </Box>
          ) : null}
        </SpaceBetween>
      )}
    </ContentFrame>
  );
}
