import { imageContracts as contracts } from '../../../../shared/contracts/files.js';
import { DEFAULT_AVATAR_NAME } from '../../../../shared/schemas/files.js';
import { NotFoundError } from '../../../lib/errors.js';
import { implement } from '../../../lib/http/implement.js';
import { binaryResponse, markResponse } from '../../../lib/http/route.js';
import { getImageObject } from '../data/image-objects.js';
import { defaultAvatarPng } from '../default-avatar.js';

/** Largest image returned inline; a Lambda response body is capped at 6 MB including base64 growth. */
const INLINE_LIMIT_BYTES = 4 * 1024 * 1024;

/**
 * Headers of every served image. Names are unique and never reused, so the
 * bytes are immutable; `private` because reading needs a token. SVG may
 * carry script, so the sandbox CSP and nosniff keep it inert when opened directly.
 */
const imageHeaders = (etag?: string): Record<string, string> => ({
  'cache-control': 'private, max-age=31536000, immutable',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  ...(etag ? { etag } : {}),
});

/**
 * GET /api-imagefiles/browse?name= (spec doc 3 §7): returns the image bytes
 * with their content type to any signed-in user (images appear on market
 * pages); 404 when there is no such image. Images above 4 MB answer with a
 * 302 to a short-lived presigned GET.
 */
export const browseRoute = implement(contracts.browse, async ({ query }) => {
  if (query.name === DEFAULT_AVATAR_NAME) {
    return binaryResponse(defaultAvatarPng, 'image/png', {
      ...imageHeaders(),
      'cache-control': 'private, max-age=86400',
    });
  }
  const image = await getImageObject({ name: query.name, inlineLimit: INLINE_LIMIT_BYTES });
  if (!image) throw new NotFoundError(`No image named ${query.name}`);
  if (image.kind === 'redirect') {
    return markResponse({ statusCode: 302, headers: { location: image.url, 'cache-control': 'no-store' } });
  }
  return binaryResponse(image.data, image.contentType, imageHeaders(image.etag));
});
