import { useEffect, useState } from 'react';
import { browseImage } from '@/api/api-imagefiles.js';

/**
 * A blob URL of a stored image: `GET /api-imagefiles/browse` needs the bearer
 * token, so an `<img src>` cannot point at it directly. Revoked on change.
 */
export function useImageUrl(name: string | undefined): { url?: string; failed: boolean } {
  const [state, setState] = useState<{ name?: string; url?: string; failed: boolean }>({ failed: false });
  useEffect(() => {
    if (!name) return;
    const controller = new AbortController();
    let objectUrl: string | undefined;
    browseImage(name, controller.signal)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setState({ name, url: objectUrl, failed: false });
      })
      .catch((failure: Error) => {
        if (failure.name !== 'AbortError') setState({ name, failed: true });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [name]);
  return state.name === name && name ? { url: state.url, failed: state.failed } : { failed: false };
}
