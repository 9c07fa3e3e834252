import '../../messages/users-messages.js';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import { useI18n } from '@/i18n/i18n-context.js';
import { EmployeeTable } from '../employee-list-management/employee-table.js';

/** `/console/employee-list-management-private`: the members of the current personal space (its administrators). */
export default function EmployeeListManagementPrivatePage() {
  const { t } = useI18n();
  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('users.employees.privateDescription')}>
          {t('users.employees.privatePage')}
        </Header>
      }
    >
      <EmployeeTable variant="private" />
    </ContentLayout>
  );
}
