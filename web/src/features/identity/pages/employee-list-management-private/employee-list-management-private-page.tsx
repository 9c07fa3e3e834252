import '../../messages/users-messages.js';
import { useI18n } from '@/i18n/i18n-context.js';
import { EmployeeTable } from '../employee-list-management/employee-table.js';
import { ScreenLayout } from '@/components/screen-layout.js';

/** `/console/employee-list-management-private`: the members of the current personal space (its administrators). */
export default function EmployeeListManagementPrivatePage() {
  const { t } = useI18n();
  return (
    <ScreenLayout title={t('users.employees.privatePage')} description={t('users.employees.privateDescription')}>
      <EmployeeTable variant="private" />
    </ScreenLayout>
  );
}
