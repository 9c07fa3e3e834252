import '../../messages/users-messages.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { EmployeeTable } from './employee-table.js';
import { ScreenLayout } from '@/components/screen-layout.js';

/** `/console/employee-list-management`: the employees of the current enterprise (its administrators). */
export default function EmployeeListManagementPage() {
  const { t } = useI18n();
  return (
    <ScreenLayout title={t('users.employees.page')} description={t('users.employees.description')}>
      <EmployeeTable variant="enterprise" />
    </ScreenLayout>
  );
}
