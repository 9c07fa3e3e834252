import { ApplicationListView } from '../../components/application-list-view.js';

/** `/console/application-management-platform` (spec doc 2 §2): the platform scope's application list. */
export default function ApplicationManagementPlatformPage() {
  return <ApplicationListView scope="platform" />;
}
