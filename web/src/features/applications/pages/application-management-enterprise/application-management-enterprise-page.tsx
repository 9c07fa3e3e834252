import { ApplicationListView } from '../../components/application-list-view.js';

/** `/console/application-management-enterprise` (spec doc 2 §2): the enterprise scope's application list. */
export default function ApplicationManagementEnterprisePage() {
  return <ApplicationListView scope="enterprise" />;
}
