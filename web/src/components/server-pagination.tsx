import Pagination from '@cloudscape-design/components/pagination';

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
    <Pagination
      currentPageIndex={props.pageIndex}
      pagesCount={Math.max(1, Math.ceil(props.total / props.pageSize))}
      onChange={({ detail }) => props.onChange(detail.currentPageIndex)}
    />
  );
}
