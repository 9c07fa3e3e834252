import { TypeView } from '../../components/type-view.js';

/** `/console/message-type-enterprise` (spec doc 1 §2): the current enterprise's message types. */
export default function MessageTypeEnterprisePage() {
  return <TypeView scope="enterprise" />;
}
