import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import type { SelectProps } from '@cloudscape-design/components/select';
import { useI18n } from '@/i18n/i18n-context.js';
import type { CursorListState } from './use-cursor-list.js';

/** What the "load more" controls need of a cursor-paged list. */
export type MoreToLoad = Pick<CursorListState<unknown>, 'hasMore' | 'loading' | 'loadMore'>;

/** A table's footer for a list read a page at a time: "load more" while pages wait on the server. */
export function LoadMoreFooter(props: { list: MoreToLoad; testId?: string }) {
  const { t } = useI18n();
  if (!props.list.hasMore) return null;
  return (
    <Box textAlign="center">
      <Button data-testid={props.testId} loading={props.list.loading} onClick={props.list.loadMore}>
        {t('app.loadMore')}
      </Button>
    </Box>
  );
}

/**
 * The props that let a Select or Multiselect offer a list read a page at a time: the next page loads when the
 * user scrolls to the end of the options (Cloudscape's `pending` status), the first one is loaded already.
 */
export function optionsOnDemand(list: MoreToLoad): Pick<SelectProps, 'statusType' | 'onLoadItems'> {
  return {
    statusType: list.loading ? 'loading' : list.hasMore ? 'pending' : 'finished',
    onLoadItems: ({ detail }) => {
      if (!detail.firstPage) list.loadMore();
    },
  };
}
