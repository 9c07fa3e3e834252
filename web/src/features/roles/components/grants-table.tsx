import '../messages/grants-messages.js';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { TableEmpty } from '@/components/table-empty.js';
import { useI18n } from '@/i18n/i18n-context.js';

/** A table of the grants screens (applications, reviews, holders, enterprise grants): their loading and empty texts. */
export function GrantsTable<T>(props: Omit<TableProps<T>, 'loadingText' | 'empty'>) {
  const { t } = useI18n();
  return (
    <Table wrapLines {...props} loadingText={t('app.loading')} empty={<TableEmpty text={t('grants.list.empty')} />} />
  );
}
