import { describe, expect, it } from 'vitest';
import {
  ImageUploadRequestSchema,
  MAX_IMAGE_BYTES,
  imageContentType,
  imageExtension,
} from '../../../../shared/schemas/files.js';
import { defaultAvatarPng } from '../../../../functions/domains/files/default-avatar.js';

describe('image upload rules', () => {
  it('accepts exactly the six image types, case- and parameter-insensitively', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml', 'image/bmp']) {
      expect(imageContentType(type)).toBe(type);
    }
    expect(imageContentType('Image/PNG; charset=binary')).toBe('image/png');
    expect(imageContentType('application/pdf')).toBeUndefined();
    expect(imageContentType('image/tiff')).toBeUndefined();
    expect(imageContentType('text/html')).toBeUndefined();
  });

  it('keeps an image extension of the file name and otherwise uses the content type', () => {
    expect(imageExtension('Logo.PNG', 'image/png')).toBe('png');
    expect(imageExtension('photo.jpeg', 'image/jpeg')).toBe('jpeg');
    expect(imageExtension('scan', 'image/jpeg')).toBe('jpg');
    expect(imageExtension('evil.exe', 'image/png')).toBe('png');
    expect(imageExtension('drawing.svg', 'image/svg+xml')).toBe('svg');
  });

  it('states the 100 MB limit in bytes', () => {
    expect(MAX_IMAGE_BYTES).toBe(100 * 1024 * 1024);
  });

  it('rejects a body without size, or with a fractional size, and ignores unknown fields', () => {
    expect(ImageUploadRequestSchema.safeParse({ fileName: 'a.png', contentType: 'image/png' }).success).toBe(false);
    expect(ImageUploadRequestSchema.safeParse({ fileName: 'a.png', contentType: 'image/png', size: 1.5 }).success).toBe(
      false,
    );
    expect(ImageUploadRequestSchema.safeParse({ fileName: 'a.png', contentType: 'image/png', size: 0 }).success).toBe(
      false,
    );
    expect(
      ImageUploadRequestSchema.parse({ fileName: 'a.png', contentType: 'image/png', size: 3, key: 'x' }),
    ).not.toHaveProperty('key');
    expect(ImageUploadRequestSchema.safeParse({ fileName: 'a.png', contentType: 'image/png', size: 3 }).success).toBe(
      true,
    );
  });

  it('bundles the default avatar as a PNG', () => {
    expect([...defaultAvatarPng.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  });
});
