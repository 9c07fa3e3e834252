import { Navigate, useLocation } from 'react-router-dom';

/**
 * `/algorithm/*` (the spec's top-level algorithm screens): the same screen inside the console, where the session,
 * the menu and the page frame are (`/algorithm/poc?x` → `/console/algorithm/poc?x`).
 */
export default function AlgorithmRedirectPage() {
  const { pathname, search } = useLocation();
  return <Navigate to={`/console${pathname}${search}`} replace />;
}
