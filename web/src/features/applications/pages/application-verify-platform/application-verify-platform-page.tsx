import { VerifyView } from '../../components/verify-view.js';

/** `/console/application-verify-platform` (spec doc 2 §2): the audit queues of applications and versions. */
export default function ApplicationVerifyPlatformPage() {
  return <VerifyView />;
}
