/**
 * Rules of uploaded files the console and the server both apply (docs/files.md). Documents are an application's
 * help, API, test-report and program files: any kind of file, so any media type of a top-level type a file can
 * have (IANA's, less `message`, `multipart` and `example`, which name no file).
 */
export const DOCUMENT_TOP_LEVEL_TYPES = ['application', 'audio', 'font', 'image', 'model', 'text', 'video'] as const;

/** The type a document is announced with: the browser's when a document may have it, else a byte stream. */
export function documentUploadType(fileType: string): string {
  const topLevel = fileType.split('/')[0].toLowerCase();
  return (DOCUMENT_TOP_LEVEL_TYPES as readonly string[]).includes(topLevel) && fileType.includes('/')
    ? fileType
    : 'application/octet-stream';
}

/**
 * The fixed image name of the default avatar (spec doc 1 §8: a fixed default image when none is set). A constant
 * without the schemas, so the console's first download need not carry zod for it.
 */
export const DEFAULT_AVATAR_NAME = 'default-avatar.png';
