import { imageContracts as contracts } from '../../../../shared/contracts/files.js';
import { implement } from '../../../lib/http/implement.js';
import { imageResponse } from '../image-response.js';

/**
 * GET /api-imagefiles/browse?name= (spec doc 3 §7): returns the image bytes
 * with their content type to any signed-in user (images appear on market
 * pages); 404 when there is no such image. Images above 4 MB answer with a
 * 302 to a short-lived presigned GET. Names are unique and never reused, so the
 * bytes are immutable; `private` because reading needs a token.
 */
export const browseRoute = implement(contracts.browse, async ({ query }) =>
  imageResponse(query.name, {
    stored: 'private, max-age=31536000, immutable',
    defaultImage: 'private, max-age=86400',
  }),
);
