import { useEffect, useState } from 'react';
import { DEFAULT_AVATAR_NAME } from '@shared/constants/file-rules.js';
import { browseImage } from '@/api/api-imagefiles.js';

/**
 * The platform's default image, a static file of the console (the same bytes the files domain serves for its name,
 * test/unit/web/default-image.test.ts): shown at once and cached, with no authenticated request before it.
 */
export const DEFAULT_IMAGE_URL = '/default-avatar.png';

/**
 * A blob URL of the image `load` fetches for `name` (a route that needs the bearer token, so an `<img src>` cannot
 * point at it directly): none while loading or without a name, `failed` when the fetch failed. Revoked on change.
 */
export function useBlobUrl(
  name: string | undefined,
  load: (name: string, signal: AbortSignal) => Promise<Blob>,
): { url?: string; failed: boolean } {
  const [state, setState] = useState<{ name?: string; url?: string; failed: boolean }>({ failed: false });
  useEffect(() => {
    if (!name) return;
    const controller = new AbortController();
    let objectUrl: string | undefined;
    load(name, controller.signal)
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
    // `load` is a module-level function of the caller: the name alone decides what is fetched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name]);
  return state.name === name && name ? { url: state.url, failed: state.failed } : { failed: false };
}

/**
 * A blob URL of a stored image (`GET /api-imagefiles/browse`). The default image (most avatars and logos) is the
 * console's static copy instead: the console home's largest picture then paints without waiting for a second request.
 */
export function useImageUrl(name: string | undefined): { url?: string; failed: boolean } {
  const stored = useBlobUrl(name === DEFAULT_AVATAR_NAME ? undefined : name, browseImage);
  return name === DEFAULT_AVATAR_NAME ? { url: DEFAULT_IMAGE_URL, failed: false } : stored;
}
