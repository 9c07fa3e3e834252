import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/** The parts of Cloudscape's follow events the bridge needs. */
interface FollowEvent {
  preventDefault: () => void;
  detail: { href?: string; external?: boolean };
}

/**
 * Bridges Cloudscape's `onFollow` to the router: in-app links navigate without
 * a page load; external links keep the browser's default.
 */
export function useFollow(): (event: FollowEvent) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: FollowEvent) => {
      const { href, external } = event.detail;
      if (!href || external || /^https?:\/\//i.test(href)) return;
      event.preventDefault();
      void navigate(href);
    },
    [navigate],
  );
}
