import { VerifyView } from '../../components/verify-view.js';

/** `/console/application-verify-management` (spec doc 2 §2): the audit queues of applications and versions. */
export default function ApplicationVerifyManagementPage() {
  return <VerifyView />;
}
