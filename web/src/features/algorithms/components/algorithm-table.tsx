import '../messages/algorithms-messages.js';
import { useState, type ReactNode } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useNavigate } from 'react-router-dom';
import { messageOf } from '@/api/http-client.js';
import { CatalogueTable } from '@/components/catalogue-table.js';
import { useI18n } from '@/i18n/i18n-context.js';
import type { AlgorithmResponse } from '../api/algorithms.js';
import { useAlgorithmBulkActions, useAlgorithmColumns } from './algorithm-bulk-actions.js';

/** What a list of algorithms shows and lets its user do. */
export interface AlgorithmTableProps {
  readonly testId: string;
  readonly title: string;
  readonly list: { readonly data?: AlgorithmResponse[]; readonly loading: boolean; readonly error?: Error };
  /** Called after a bulk action changed the algorithms (the page loads them again). */
  readonly onChanged: () => void;
  /** Filters shown before the name search (e.g. the status). */
  readonly filters?: ReactNode;
  /** The caller owns the algorithms: offer Edit and New. */
  readonly owned?: boolean;
}

/**
 * A table of algorithms searched by name, with View (and, for the owner, Edit and New) and the bulk actions
 * (delete, take offline, change category), each confirmed first and all or none on the server.
 */
export function AlgorithmTable(props: AlgorithmTableProps) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<AlgorithmResponse[]>([]);
  const wanted = search.trim().toLowerCase();
  const rows = props.list.data?.filter((algorithm) => algorithm.name.toLowerCase().includes(wanted));
  const columns = useAlgorithmColumns();
  const bulk = useAlgorithmBulkActions(selected, () => {
    setSelected([]);
    props.onChanged();
  });
  const open = (screen: 'algorithm-view' | 'algorithm-edit') => navigate(`/console/${screen}?id=${selected[0]!.id}`);
  return (
    <SpaceBetween size="l">
      {props.list.error ? (
        <Alert type="error">{t('algorithms.load.failed', { message: messageOf(props.list.error) })}</Alert>
      ) : null}
      <CatalogueTable
        testId={props.testId}
        title={props.title}
        records={rows}
        loading={props.list.loading}
        loadingText={t('app.loading')}
        emptyText={t('algorithms.table.empty')}
        pageSize={10}
        selectionType="multi"
        selected={selected}
        onSelectionChange={setSelected}
        columns={columns}
        filter={
          <SpaceBetween size="xs" direction="horizontal">
            {props.filters}
            <Input
              data-testid="algorithm-search"
              type="search"
              placeholder={t('algorithms.search')}
              ariaLabel={t('algorithms.search')}
              value={search}
              onChange={({ detail }) => setSearch(detail.value)}
            />
          </SpaceBetween>
        }
        actions={
          <SpaceBetween size="xs" direction="horizontal">
            <Button
              data-testid="algorithm-view"
              disabled={selected.length !== 1}
              onClick={() => open('algorithm-view')}
            >
              {t('algorithms.action.view')}
            </Button>
            {props.owned ? (
              <Button
                data-testid="algorithm-edit"
                disabled={selected.length !== 1}
                onClick={() => open('algorithm-edit')}
              >
                {t('algorithms.action.edit')}
              </Button>
            ) : null}
            {bulk.buttons}
            {props.owned ? (
              <Button variant="primary" data-testid="algorithm-new" onClick={() => navigate('/console/algorithm-add')}>
                {t('algorithms.action.add')}
              </Button>
            ) : null}
          </SpaceBetween>
        }
      />
      {bulk.dialog}
    </SpaceBetween>
  );
}
