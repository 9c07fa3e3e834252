import { Navigate, useLocation } from 'react-router-dom';

/**
 * A second address of a screen (the spec's `/common/registerPrivate`, the top-level `/algorithm-list`): leads to
 * the screen's own address, keeping the query, so both addresses show the same screen.
 */
export default function AliasPage({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}
