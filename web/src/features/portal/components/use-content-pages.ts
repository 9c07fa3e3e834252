import { useState } from 'react';
import type { ContentItem, ContentPage } from '@shared/schemas/content.js';
import { useLoad } from '@/components/use-load.js';

/**
 * A content list read a page at a time (its answer carries the next page's cursor): the first page whenever `key`
 * changes, the next appended on `loadMore()`. Pages of another key are never mixed in.
 */
export function useContentPages(
  key: string,
  load: (cursor: string | undefined, signal?: AbortSignal) => Promise<ContentPage>,
) {
  const first = useLoad(key, (signal) => load(undefined, signal));
  const [more, setMore] = useState<{ of: string; items: ContentItem[]; cursor?: string; loading: boolean }>();
  const extra = more?.of === key ? more : undefined;
  const cursor = extra ? extra.cursor : first.data?.cursor;
  const items = [...(first.data?.items ?? []), ...(extra?.items ?? [])];
  const loadMore = () => {
    const before = extra?.items ?? [];
    setMore({ of: key, items: before, cursor, loading: true });
    void load(cursor).then(
      (page) => setMore({ of: key, items: [...before, ...page.items], cursor: page.cursor, loading: false }),
      () => setMore({ of: key, items: before, cursor, loading: false }),
    );
  };
  return {
    items,
    error: first.error,
    /** The first page is loading and nothing is shown yet. */
    loading: first.loading && !first.data,
    hasMore: cursor !== undefined,
    loadingMore: !!extra?.loading,
    loadMore,
    reload: () => {
      setMore(undefined);
      first.reload();
    },
  };
}
