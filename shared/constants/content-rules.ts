/**
 * The rules of the portal's managed content and portal flags that the console and the server both apply
 * (docs/portal.md).
 */

/**
 * The kinds of managed content. `news`, `announcement`, `solution` (the `solutions` list) and `customer-case` are
 * lists; the others are single pages whose first published item (by order) is the page.
 */
export const CONTENT_KINDS = [
  'news',
  'announcement',
  'solution',
  'customer-case',
  'nhi',
  'rgb',
  'sysmed',
  'about',
  'contact-us',
  'pre-sale-consulting',
  'advice-and-feedback',
  'legal-agreements',
  'privacy-policy',
  'phone-farmer-privacy-policy',
] as const;

export type ContentKind = (typeof CONTENT_KINDS)[number];

/** The kinds read as a list (news first by date, solutions by order); the rest are single pages. */
export const LIST_KIND_NAMES = [
  'news',
  'announcement',
  'solution',
  'customer-case',
] as const satisfies readonly ContentKind[];
export type ListKind = (typeof LIST_KIND_NAMES)[number];
export const LIST_KINDS: ReadonlySet<ContentKind> = new Set(LIST_KIND_NAMES);

export const CONTENT_STATUSES = ['draft', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** Field limits of a content item. */
export const CONTENT_LIMITS = {
  title: 100,
  summary: 300,
  body: 20_000,
  slug: 64,
  coverImage: 500,
  order: 9999,
  /** The most items one page of a list answers. */
  pageSize: 50,
} as const;

/** A slug: lower-case letters and digits in words joined by single dashes (`smart-factory-2026`). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A cover image: an https address or a path of this site (never another scheme). */
export const COVER_IMAGE_PATTERN = /^(https:\/\/[^\s/]|\/(?![/\\]))\S*$/;

/** The portal's sections that its flags switch on and off (spec: all seven enabled by default). */
export const PORTAL_FLAGS = ['carousel', 'header', 'footer', 'market', 'news', 'services', 'solutions'] as const;
export type PortalFlag = (typeof PORTAL_FLAGS)[number];

/** The flags of a portal nobody configured: every section shown. */
export const DEFAULT_PORTAL_FLAGS: Readonly<Record<PortalFlag, boolean>> = Object.fromEntries(
  PORTAL_FLAGS.map((flag) => [flag, true]),
) as Record<PortalFlag, boolean>;

/**
 * Uploaded content images (docs/portal.md "Images"): png, jpeg or webp of at most 2 MB, stored under their own prefix
 * of the images bucket and read by anyone through the public route while a published item references them.
 */
export const CONTENT_IMAGE_RULES = {
  /** The objects' prefix in the images bucket: the content function's grant covers only it. */
  prefix: 'content-images/',
  types: ['image/png', 'image/jpeg', 'image/webp'],
  maxBytes: 2 * 1024 * 1024,
  /** The most uploaded images one item (cover and both bodies) may reference. */
  perItem: 20,
} as const;

/** The public address of an uploaded content image, a path of this site (so a cover or a body may name it). */
export const CONTENT_IMAGE_PATH = '/api-content/public/images/';

/** An uploaded content image's name: the upload's generated id and an image extension (the file's, else its type's). */
export const CONTENT_IMAGE_NAME_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpe?g|gif|webp|svg|bmp)$/;

/** The address of an uploaded content image by its name. */
export const contentImagePath = (name: string) => `${CONTENT_IMAGE_PATH}${name}`;

/**
 * The names every address of the public image route in `text` ends with (a cover image or a body's links and
 * images), as written: the server checks each is an uploaded content image.
 */
export function referencedContentImages(text: string): string[] {
  const names = [...text.matchAll(/\/api-content\/public\/images\/([^\s)"'<>]*)/g)].map((match) => match[1] ?? '');
  return [...new Set(names)];
}
