import { InvitationScreen } from '../user-invitation/invitation-screen.js';

/** `/console/user-invitation-private`: platform administrators invite individuals who join no enterprise. */
export default function UserInvitationPrivatePage() {
  return <InvitationScreen scope={{ kind: 'private' }} />;
}
