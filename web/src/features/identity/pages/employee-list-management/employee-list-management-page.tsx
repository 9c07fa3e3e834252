import '../../messages/users-messages.js';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import { useI18n } from '@/i18n/i18n-context.js';
import { EmployeeTable } from './employee-table.js';

/** `/console/employee-list-management`: the employees of the current enterprise (its administrators). */
export default function EmployeeListManagementPage() {
  const { t } = useI18n();
  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('users.employees.description')}>
          {t('users.employees.page')}
        </Header>
      }
    >
      <EmployeeTable variant="enterprise" />
    </ContentLayout>
  );
}
