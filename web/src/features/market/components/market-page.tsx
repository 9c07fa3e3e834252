import type { ReactNode } from 'react';
import Box from '@cloudscape-design/components/box';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { TableEmpty } from '@/components/table-empty.js';

/** The frame of a market screen in the public layout: its heading (the page's h1) with a description and actions. */
export function MarketPage(props: { title: ReactNode; description: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Box padding="l">
      <ContentLayout
        header={
          <Header variant="h1" description={props.description} actions={props.actions}>
            {props.title}
          </Header>
        }
      >
        <SpaceBetween size="l">{props.children}</SpaceBetween>
      </ContentLayout>
    </Box>
  );
}

/**
 * A table inside a market section: named for assistive technology, its lines wrapped (unless its column preferences
 * say otherwise), a sentence when empty.
 */
export function SectionTable<T>(props: {
  label: string;
  empty: string;
  items: readonly T[];
  trackBy: TableProps<T>['trackBy'];
  columns: TableProps<T>['columnDefinitions'];
  /** Column preferences (`useTablePreferences`) for a table of more than five columns. */
  preferences?: { tableProps: Pick<TableProps, 'columnDisplay' | 'wrapLines'>; preferences: ReactNode };
}) {
  return (
    <Table
      variant="embedded"
      wrapLines
      {...props.preferences?.tableProps}
      preferences={props.preferences?.preferences}
      trackBy={props.trackBy}
      items={props.items}
      ariaLabels={{ tableLabel: props.label }}
      empty={<TableEmpty text={props.empty} />}
      columnDefinitions={props.columns}
    />
  );
}
