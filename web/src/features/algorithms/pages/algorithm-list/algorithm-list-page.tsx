import '../../messages/algorithms-messages.js';
import { useAlgorithmBulkActions, useAlgorithmColumns } from '../../components/algorithm-bulk-actions.js';
import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { messageOf } from '@/api/http-client.js';
import { CatalogueTable } from '@/components/catalogue-table.js';
import { useNavigate } from 'react-router-dom';
import { ScreenLayout } from '@/components/screen-layout.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useSession } from '@/session/session-context.js';
import { getAlgorithmsOfUser, type AlgorithmResponse } from '../../api/algorithms.js';

/**
 * `/console/algorithm-list`: the caller's algorithms, searched by name, with the bulk actions (delete, take
 * offline, change category), each confirmed first and all or none on the server.
 */
export default function AlgorithmListPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const userId = useSession().data?.me.id;
  const [round, setRound] = useState(0);
  const list = useLoad(userId && `${userId}#${round}`, (signal) => getAlgorithmsOfUser(userId!, signal));
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<AlgorithmResponse[]>([]);
  const wanted = search.trim().toLowerCase();
  const rows = list.data?.filter((algorithm) => algorithm.name.toLowerCase().includes(wanted));
  const columns = useAlgorithmColumns();
  const bulk = useAlgorithmBulkActions(selected, () => {
    setSelected([]);
    setRound((n) => n + 1);
  });
  return (
    <ScreenLayout title={t('algorithms.list.title')} description={t('algorithms.list.description')}>
      <SpaceBetween size="l">
        {list.error ? (
          <Alert type="error">{t('algorithms.load.failed', { message: messageOf(list.error) })}</Alert>
        ) : null}
        <CatalogueTable
          testId="algorithm-table"
          title={t('algorithms.table.title')}
          records={rows}
          loading={list.loading}
          loadingText={t('app.loading')}
          emptyText={t('algorithms.table.empty')}
          pageSize={10}
          selectionType="multi"
          selected={selected}
          onSelectionChange={setSelected}
          columns={columns}
          filter={
            <Input
              data-testid="algorithm-search"
              type="search"
              placeholder={t('algorithms.search')}
              ariaLabel={t('algorithms.search')}
              value={search}
              onChange={({ detail }) => setSearch(detail.value)}
            />
          }
          actions={
            <SpaceBetween size="xs" direction="horizontal">
              <Button
                data-testid="algorithm-view"
                disabled={selected.length !== 1}
                onClick={() => navigate(`/console/algorithm-view?id=${selected[0]!.id}`)}
              >
                {t('algorithms.action.view')}
              </Button>
              <Button
                data-testid="algorithm-edit"
                disabled={selected.length !== 1}
                onClick={() => navigate(`/console/algorithm-edit?id=${selected[0]!.id}`)}
              >
                {t('algorithms.action.edit')}
              </Button>
              {bulk.buttons}
              <Button variant="primary" data-testid="algorithm-new" onClick={() => navigate('/console/algorithm-add')}>
                {t('algorithms.action.add')}
              </Button>
            </SpaceBetween>
          }
        />
      </SpaceBetween>
      {bulk.dialog}
    </ScreenLayout>
  );
}
