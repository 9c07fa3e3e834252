import { describe, expect, it } from 'vitest';
import { documentUploadType } from '../../../shared/constants/file-rules.js';
import { DocumentUploadRequestSchema, ImageUploadRequestSchema } from '../../../shared/schemas/files.js';

const contentTypeIssues = (schema: typeof ImageUploadRequestSchema, contentType: string) => {
  const parsed = schema.safeParse({ fileName: 'file', contentType, size: 10 });
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('upload content types', () => {
  it.each([
    'image/png\r\nx-amz-acl: public-read',
    'image/png\r\n',
    '\nimage/png',
    'image/png; a=b\u0000',
    'image/png;\tq=1',
    'image/png\u0085',
  ])('refuses a control character anywhere, trimmed or not: %j', (contentType) => {
    expect(contentTypeIssues(ImageUploadRequestSchema, contentType)).toEqual([
      'No control characters (such as CR or LF)',
    ]);
  });

  it.each([
    'image',
    'image/',
    '/png',
    'image/png/x',
    'image png',
    'image/png;',
    'image/png; a',
    'image/png; a="b',
    'ü/x',
  ])('refuses what is no type/subtype[; name=value]: %j', (contentType) => {
    expect(contentTypeIssues(ImageUploadRequestSchema, contentType)).toEqual([
      'A media type: type/subtype, optionally followed by ; name=value',
    ]);
  });

  it('takes media types with parameters, token or quoted, and trims spaces around them', () => {
    for (const contentType of [
      'image/svg+xml',
      'Image/PNG; charset=binary',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'text/plain;charset="utf-8"; format=flowed',
      'application/octet-stream; name="a \\"quoted\\" name.bin"',
    ])
      expect(contentTypeIssues(DocumentUploadRequestSchema, contentType), contentType).toEqual([]);
    expect(
      ImageUploadRequestSchema.parse({ fileName: 'a.png', contentType: '  image/png ', size: 1 }).contentType,
    ).toBe('image/png');
    expect(contentTypeIssues(ImageUploadRequestSchema, ' ')).toEqual(['Content type is required']);
    expect(contentTypeIssues(ImageUploadRequestSchema, `image/${'x'.repeat(250)}`)).toEqual(['At most 255 characters']);
  });

  it('takes documents only of the top-level types a file can have', () => {
    for (const contentType of ['chemical/x-pdb', 'message/rfc822', 'multipart/form-data', 'x-foo/bar'])
      expect(contentTypeIssues(DocumentUploadRequestSchema, contentType), contentType).toHaveLength(1);
    for (const contentType of ['application/zip', 'audio/mpeg', 'font/woff2', 'model/gltf+json', 'video/mp4'])
      expect(contentTypeIssues(DocumentUploadRequestSchema, contentType), contentType).toEqual([]);
  });

  it('announces a document with the browser type when a document may have it, else as a byte stream', () => {
    expect(documentUploadType('application/pdf')).toBe('application/pdf');
    expect(documentUploadType('text/plain')).toBe('text/plain');
    expect(documentUploadType('')).toBe('application/octet-stream');
    expect(documentUploadType('chemical/x-pdb')).toBe('application/octet-stream');
  });
});
