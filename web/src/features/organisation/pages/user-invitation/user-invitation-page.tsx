import { useSession } from '@/session/session-context.js';
import { InvitationScreen } from './invitation-screen.js';

/** `/console/user-invitation`: enterprise administrators invite people to the current enterprise. */
export default function UserInvitationPage() {
  const enterpriseId = useSession().data?.currentEnterprise?.id;
  return <InvitationScreen scope={enterpriseId ? { kind: 'enterprise', enterpriseId } : undefined} />;
}
