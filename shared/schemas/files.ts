import * as z from 'zod/mini';
import './zod-locale.js';
import { DOCUMENT_TOP_LEVEL_TYPES } from '../constants/file-rules.js';

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

export { DEFAULT_AVATAR_NAME } from '../constants/file-rules.js';

/** An image object name: a generated id plus extension, or the default avatar name. */
export const ImageNameSchema = z
  .string()
  .check(z.minLength(1), z.maxLength(200), z.regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'Not an image name'));

/** RFC 9110's `token`: what a media type's type, subtype and parameter names are made of. */
const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
/** A quoted parameter value of printable ASCII (RFC 9110 `quoted-string`, less tabs and bytes beyond ASCII). */
const QUOTED = '"(?:[ !#-\\[\\]-~]|\\\\[ -~])*"';
/** `type/subtype[; name=value]…` (RFC 9110 §8.3.1), spaces only around the semicolons. */
const MEDIA_TYPE = new RegExp(`^${TOKEN}/${TOKEN}(?: *; *${TOKEN}=(?:${TOKEN}|${QUOTED}))*$`);
const MEDIA_TYPE_MAX = 255;

/**
 * Why a content type as a client sent it is refused, or undefined. A control character anywhere is refused before
 * anything is trimmed: a CR or LF would split the header it is signed into and is never part of a media type.
 * `topLevelTypes` names the types an upload kind takes, when it takes only some.
 */
function contentTypeProblem(value: string, topLevelTypes?: readonly string[]): string | undefined {
  if (/\p{Cc}/u.test(value)) return 'No control characters (such as CR or LF)';
  const type = value.trim();
  if (!type) return 'Content type is required';
  if (type.length > MEDIA_TYPE_MAX) return `At most ${MEDIA_TYPE_MAX} characters`;
  if (!MEDIA_TYPE.test(type)) return 'A media type: type/subtype, optionally followed by ; name=value';
  const topLevel = type.split('/')[0].toLowerCase();
  return topLevelTypes && !topLevelTypes.includes(topLevel)
    ? `A type of ${topLevelTypes.join(', ')} (such as application/pdf), not ${topLevel}/…`
    : undefined;
}

/** A content type field: `contentTypeProblem`'s rules, one message on the field, then trimmed. */
const contentTypeField = (topLevelTypes?: readonly string[]) =>
  z.string().check(
    z.superRefine((value, context) => {
      const problem = contentTypeProblem(value, topLevelTypes);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
    z.trim(),
  );

/**
 * POST /api-imagefiles/uploads. The shape and a well-formed media type are
 * checked here (400); the route answers 415 for a type that is no image and
 * 413 above the limit, so the console can show the spec's specific messages.
 */
export const ImageUploadRequestSchema = z.object({
  fileName: z.string().check(z.trim(), z.minLength(1, 'File name is required'), z.maxLength(255)),
  contentType: contentTypeField(),
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

/**
 * POST /api-files/uploads: announces a document upload (a file of any kind, `DOCUMENT_TOP_LEVEL_TYPES`, at most
 * 100 MB) and answers a presigned PUT.
 */
export const DocumentUploadRequestSchema = z.extend(ImageUploadRequestSchema, {
  contentType: contentTypeField(DOCUMENT_TOP_LEVEL_TYPES),
});
export const DocumentUploadTicketSchema = z.extend(ImageUploadTicketSchema, { name: DocumentNameSchema });
export type DocumentUploadTicket = z.infer<typeof DocumentUploadTicketSchema>;

/** GET /api-files/download?name=: a presigned GET of a document the caller may read. */
export const DocumentDownloadQuerySchema = z.object({ name: DocumentNameSchema });
export const DocumentDownloadResponseSchema = z.object({ url: z.string(), fileName: z.string() });

/**
 * A file part of a `multipart/form-data` body (the documented `POST /api-datasetfiles/` and `POST /api-files/`), as
 * the server's body parser hands it to the route: its name and type as sent, its size and its bytes in base64.
 */
export const UploadedFilePartSchema = z.object({
  fileName: z.string().check(z.maxLength(255)),
  contentType: z.string().check(z.maxLength(MEDIA_TYPE_MAX)),
  size: z.number().check(z.int(), z.nonnegative()),
  base64: z.string(),
});
export type UploadedFilePart = z.infer<typeof UploadedFilePartSchema>;
