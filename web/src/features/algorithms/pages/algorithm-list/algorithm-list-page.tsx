import '../../messages/algorithms-messages.js';
import { useState } from 'react';
import { ScreenLayout } from '@/components/screen-layout.js';
import { useLoad } from '@/components/use-load.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { useSession } from '@/session/session-context.js';
import { getAlgorithmsOfUser } from '../../api/algorithms.js';
import { AlgorithmTable } from '../../components/algorithm-table.js';

/**
 * `/console/algorithm-list`: the caller's algorithms, searched by name, with the bulk actions (delete, take
 * offline, change category), each confirmed first and all or none on the server.
 */
export default function AlgorithmListPage() {
  const { t } = useI18n();
  const userId = useSession().data?.me.id;
  const [round, setRound] = useState(0);
  const list = useLoad(userId && `${userId}#${round}`, (signal) => getAlgorithmsOfUser(userId!, signal));
  return (
    <ScreenLayout title={t('algorithms.list.title')} description={t('algorithms.list.description')}>
      <AlgorithmTable
        testId="algorithm-table"
        title={t('algorithms.table.title')}
        list={list}
        owned
        onChanged={() => setRound((n) => n + 1)}
      />
    </ScreenLayout>
  );
}
