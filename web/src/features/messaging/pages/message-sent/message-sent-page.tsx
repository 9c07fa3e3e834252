import { SentView } from '../../components/sent-view.js';

/** `/console/message-sent` (spec doc 1 §2 "Message management"): the platform's sent messages. */
export default function MessageSentPage() {
  return <SentView scope="platform" />;
}
