import {
  CONTENT_IMAGE_NAME_PATTERN,
  CONTENT_IMAGE_RULES,
  referencedContentImages,
} from '../../../shared/constants/content-rules.js';
import type { ContentInput } from '../../../shared/schemas/content.js';
import type { ImageUploadRequest } from '../../../shared/schemas/files.js';
import { NotFoundError, ValidationError, type FieldIssue } from '../../lib/errors.js';
import type { HttpResponse } from '../../lib/http/route.js';
import { announceImageUpload, getImageRecord, imageObjectExists, imageResponse } from '../files/index.js';
import { isPublishedImage, referencedImages } from './data/content-images.js';

/** The object (and image record) name of a content image: under the prefix only the content upload writes to. */
const objectName = (name: string) => `${CONTENT_IMAGE_RULES.prefix}${name}`;

/**
 * Announces a content image through the images upload's own checks (`announceImageUpload`), under the content
 * rules: png, jpeg or webp, at most 2 MB, under `content-images/`. A platform administrator uploads it.
 */
export const announceContentImage = (request: ImageUploadRequest, owner: { userId: string; enterpriseId: string }) =>
  announceImageUpload(request, owner, CONTENT_IMAGE_RULES);

/** Whether `name` is a content image whose upload finished: its record under the prefix and its object both exist. */
async function isUploadedContentImage(name: string): Promise<boolean> {
  if (!CONTENT_IMAGE_NAME_PATTERN.test(name)) return false;
  const [record, uploaded] = await Promise.all([
    getImageRecord({ name: objectName(name) }),
    imageObjectExists(objectName(name), { unlisted: true }),
  ]);
  return Boolean(record) && uploaded;
}

/**
 * Checks the uploaded images an item names (its cover, its bodies' addresses of the public image route): each must
 * be a finished content upload (any other image, such as an enterprise's own, is not), and at most
 * `CONTENT_IMAGE_RULES.perItem` of them. 400 with one message per field otherwise, before anything is written.
 */
export async function checkImageReferences(input: ContentInput): Promise<void> {
  const fields = [
    ['body.coverImage', input.coverImage ?? ''],
    ['body.body', input.body],
    ['body.bodyEn', input.bodyEn],
  ] as const;
  const issues: FieldIssue[] = [];
  await Promise.all(
    fields.map(async ([field, text]) => {
      const names = referencedContentImages(text);
      const missing = (
        await Promise.all(names.map(async (name) => ((await isUploadedContentImage(name)) ? undefined : name)))
      ).filter(Boolean);
      if (missing.length) issues.push({ field, message: `No uploaded content image named ${missing.join(', ')}` });
    }),
  );
  if (!issues.length && referencedImages(input).length > CONTENT_IMAGE_RULES.perItem) {
    issues.push({ field: 'body.body', message: `At most ${CONTENT_IMAGE_RULES.perItem} uploaded images an item` });
  }
  if (issues.length) throw new ValidationError('The item names images that cannot be shown', issues);
}

/**
 * A content image for anyone: only while a published item references it (404 otherwise, as for an unknown name).
 * Cached publicly for an hour (browsers and CloudFront, so the landing page's images rarely reach the function):
 * the bytes under a name never change, and an image an item stops showing stays readable at most that long.
 */
export async function publicContentImage(name: string): Promise<HttpResponse> {
  if (!(await isPublishedImage(name))) throw new NotFoundError(`No image named ${name}`);
  return imageResponse(objectName(name), { stored: 'public, max-age=3600', defaultImage: 'no-store' });
}

/** A content image for its editors, referenced or not (the preview of an upload no published item shows yet). */
export async function editorContentImage(name: string): Promise<HttpResponse> {
  if (!(await getImageRecord({ name: objectName(name) }))) throw new NotFoundError(`No image named ${name}`);
  return imageResponse(objectName(name), { stored: 'private, no-cache', defaultImage: 'no-store' });
}
