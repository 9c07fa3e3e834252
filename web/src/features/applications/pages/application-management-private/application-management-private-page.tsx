import { ApplicationListView } from '../../components/application-list-view.js';

/** `/console/application-management-private` (spec doc 2 §2): the private scope's application list. */
export default function ApplicationManagementPrivatePage() {
  return <ApplicationListView scope="private" />;
}
