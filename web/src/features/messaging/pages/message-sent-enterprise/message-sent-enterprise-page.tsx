import { SentView } from '../../components/sent-view.js';

/** `/console/message-sent-enterprise` (spec doc 1 §2 "Message management"): the current enterprise's sent messages. */
export default function MessageSentEnterprisePage() {
  return <SentView scope="enterprise" />;
}
