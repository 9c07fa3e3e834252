import { ServerPagination } from '@/components/server-pagination.js';

/**
 * The pager of a list paged on the server: `total` records in pages of
 * `pageSize`, at least one page so the pager always shows; `onChange` gets
 * the chosen page (1-based, as Cloudscape counts).
 */
export function ServerPagination(props: {
  pageIndex: number;
  total: number;
  pageSize: number;
  onChange: (pageIndex: number) => void;
}) {
  return (
    <ServerPagination
      pageIndex={props.pageIndex}
      total={props.total}
      pageSize={props.pageSize}
      onChange={props.onChange}
    />
  );
}
