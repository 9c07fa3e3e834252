import * as z from 'zod/mini';
import './zod-locale.js';

/**
 * Image upload and avatar shapes (spec doc 1 §3 user info avatar, §5 the
 * 100 MB file limit; doc 3 §7 `GET /api-imagefiles/browse?name=`). The upload
 * calls themselves are not shown in the spec; these are our design, shared by
 * the server and the console.
 */

/** Largest image accepted: 100 MB (spec doc 1 §5, doc 3 §9). */
export const MAX_IMAGE_BYTES = 104_857_600;

/** Image content types the console may upload, with the extension used when the file name has none. */
export const IMAGE_CONTENT_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'image/bmp': 'bmp',
} as const;
export type ImageContentType = keyof typeof IMAGE_CONTENT_TYPES;

/** The fixed image name of the default avatar (spec doc 1 §8: a fixed default image when none is set). */
export const DEFAULT_AVATAR_NAME = 'default-avatar.png';

/** An image object name: a generated id plus extension, or the default avatar name. */
export const ImageNameSchema = z
  .string()
  .check(z.minLength(1), z.maxLength(200), z.regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'Not an image name'));

/**
 * POST /api-imagefiles/uploads. Only the shape is checked here (400); the
 * route answers 415 for a non-image content type and 413 above the limit, so
 * the console can show the spec's specific messages.
 */
export const ImageUploadRequestSchema = z.object({
  fileName: z.string().check(z.trim(), z.minLength(1, 'File name is required'), z.maxLength(255)),
  contentType: z.string().check(z.trim(), z.minLength(1, 'Content type is required'), z.maxLength(255)),
  size: z.number().check(z.int('Size must be a whole number of bytes'), z.positive('The file is empty')),
});
export type ImageUploadRequest = z.infer<typeof ImageUploadRequestSchema>;

/** The presigned upload: PUT the bytes to `uploadUrl` with exactly `headers`, within `expiresIn` seconds. */
export const ImageUploadTicketSchema = z.object({
  name: ImageNameSchema,
  uploadUrl: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  expiresIn: z.number().check(z.int(), z.positive()),
});
export type ImageUploadTicket = z.infer<typeof ImageUploadTicketSchema>;

/** PUT /api-imagefiles/avatar */
export const SetAvatarRequestSchema = z.object({ name: ImageNameSchema });
export type SetAvatarRequest = z.infer<typeof SetAvatarRequestSchema>;
/** PUT /api-imagefiles/avatar response: the avatar now set. */
export const AvatarSetSchema = z.object({ avatar: ImageNameSchema });

/** GET /api-imagefiles/browse?name= */
export const BrowseImageQuerySchema = z.object({ name: ImageNameSchema });

/** Normalises a content type (`Image/PNG; charset=x` → `image/png`) and tells whether it is an accepted image type. */
export function imageContentType(contentType: string): ImageContentType | undefined {
  const base = contentType.split(';')[0].trim().toLowerCase();
  return base in IMAGE_CONTENT_TYPES ? (base as ImageContentType) : undefined;
}

const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg', 'bmp']);

/** The extension a stored image keeps: the file name's when it is an image extension (lower-cased), else the content type's. */
export function imageExtension(fileName: string, contentType: ImageContentType): string {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName.trim())?.[1].toLowerCase();
  return extension && IMAGE_EXTENSIONS.has(extension) ? extension : IMAGE_CONTENT_TYPES[contentType];
}

/**
 * A stored document name (application help, API and test-report files, program files): a generated id plus the
 * extension of the uploaded file.
 */
export const DocumentNameSchema = z
  .string()
  .check(z.minLength(1), z.maxLength(200), z.regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'Not a document name'));

/** POST /api-files/uploads: announces a document upload (any type, at most 100 MB) and answers a presigned PUT. */
export const DocumentUploadRequestSchema = ImageUploadRequestSchema;
export const DocumentUploadTicketSchema = z.extend(ImageUploadTicketSchema, { name: DocumentNameSchema });
export type DocumentUploadTicket = z.infer<typeof DocumentUploadTicketSchema>;

/** GET /api-files/download?name=: a presigned GET of a document the caller may read. */
export const DocumentDownloadQuerySchema = z.object({ name: DocumentNameSchema });
export const DocumentDownloadResponseSchema = z.object({ url: z.string(), fileName: z.string() });
