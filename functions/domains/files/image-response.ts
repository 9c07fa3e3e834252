import { DEFAULT_AVATAR_NAME } from '../../../shared/schemas/files.js';
import { NotFoundError } from '../../lib/errors.js';
import { binaryResponse, markResponse, type HttpResponse } from '../../lib/http/route.js';
import { getImageObject } from './data/image-objects.js';
import { defaultAvatarPng } from './default-avatar.js';

/** Largest image returned inline; a Lambda response body is capped at 6 MB including base64 growth. */
const INLINE_LIMIT_BYTES = 4 * 1024 * 1024;

/**
 * Headers of every served image. SVG may carry script, so the sandbox CSP and nosniff keep it inert when opened
 * directly.
 */
const imageHeaders = (cacheControl: string, etag?: string): Record<string, string> => ({
  'cache-control': cacheControl,
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  ...(etag ? { etag } : {}),
});

/**
 * The answer serving a stored image: its bytes with their content type and `cacheControl` (the bundled default
 * image with `defaultCacheControl`), or a 302 to a short-lived presigned GET above 4 MB; 404 when there is no such
 * image. The browse route and the market's public images answer with it.
 */
export async function imageResponse(
  name: string,
  cacheControl: { stored: string; defaultImage: string },
): Promise<HttpResponse> {
  if (name === DEFAULT_AVATAR_NAME) {
    return binaryResponse(defaultAvatarPng, 'image/png', imageHeaders(cacheControl.defaultImage));
  }
  const image = await getImageObject({ name, inlineLimit: INLINE_LIMIT_BYTES });
  if (!image) throw new NotFoundError(`No image named ${name}`);
  if (image.kind === 'redirect') {
    return markResponse({ statusCode: 302, headers: { location: image.url, 'cache-control': 'no-store' } });
  }
  return binaryResponse(image.data, image.contentType, imageHeaders(cacheControl.stored, image.etag));
}
