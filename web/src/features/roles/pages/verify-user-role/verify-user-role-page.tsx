import { ReviewApplicationsView } from '../../components/review-applications-view.js';

/** `/console/verify-user-role` (spec doc 1 §2, content not shown; docs/privilege-applications.md): the platform variant. */
export default function VerifyUserRolePage() {
  return <ReviewApplicationsView scope="platform" />;
}
