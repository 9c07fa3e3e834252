import { GroupView } from '../../components/group-view.js';

/** `/console/message-group` (spec doc 1 §2): the platform's message groups and their members. */
export default function MessageGroupPage() {
  return <GroupView scope="platform" />;
}
