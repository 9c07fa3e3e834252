import { GroupView } from '../../components/group-view.js';

/** `/console/message-group-enterprise` (spec doc 1 §2): the current enterprise's message groups and their members. */
export default function MessageGroupEnterprisePage() {
  return <GroupView scope="enterprise" />;
}
