import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { Loading } from '@/components/loading.js';
import { useSession } from '@/session/session-context.js';

/** `/common/logout`: ends the server session (`GET /delete-session`), signs out of Amplify, then goes to `/`. */
export default function LogoutPage() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut().then(() => navigate('/', { replace: true }));
  }, [signOut, navigate]);
  return <Loading textKey="logout.inProgress" />;
}
