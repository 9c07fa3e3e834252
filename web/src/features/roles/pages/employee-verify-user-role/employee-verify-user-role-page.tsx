import { ReviewApplicationsView } from '../../components/review-applications-view.js';

/** `/console/employee-verify-user-role` (spec doc 1 §2, content not shown; docs/privilege-applications.md): the enterprise variant. */
export default function EmployeeVerifyUserRolePage() {
  return <ReviewApplicationsView scope="enterprise" />;
}
