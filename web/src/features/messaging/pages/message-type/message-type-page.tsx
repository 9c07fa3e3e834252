import { TypeView } from '../../components/type-view.js';

/** `/console/message-type` (spec doc 1 §2): the platform's message types. */
export default function MessageTypePage() {
  return <TypeView scope="platform" />;
}
