import { describe, expect, it } from 'vitest';
import { isMultipart, parseMultipart } from '../../../../../functions/lib/http/multipart.js';
import { ValidationError } from '../../../../../functions/lib/errors.js';

/** A body as a browser's `FormData` sends it, serialised by the runtime's own encoder. */
async function encode(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

describe('multipart bodies', () => {
  it('recognises the content type with or without its boundary', () => {
    expect(isMultipart('multipart/form-data; boundary=x')).toBe(true);
    expect(isMultipart('Multipart/Form-Data')).toBe(true);
    expect(isMultipart('application/json')).toBe(false);
    expect(isMultipart(undefined)).toBe(false);
  });

  it('answers text fields as strings and a file part with its name, type, size and bytes', async () => {
    const form = new FormData();
    form.append('category', '{"code":"graph"}');
    form.append('file', new Blob(['a,b\n1,2\n'], { type: 'text/csv' }), 'data.csv');
    const { body, contentType } = await encode(form);
    const fields = await parseMultipart(body, contentType);
    expect(fields.category).toBe('{"code":"graph"}');
    expect(fields.file).toEqual({
      fileName: 'data.csv',
      contentType: 'text/csv',
      size: 8,
      base64: Buffer.from('a,b\n1,2\n').toString('base64'),
    });
  });

  it('refuses a body that does not match its boundary with a field-level 400', async () => {
    await expect(parseMultipart(Buffer.from('not a form'), 'multipart/form-data; boundary=zzz')).rejects.toSatisfy(
      (error) => error instanceof ValidationError && error.message === 'Malformed multipart body',
    );
  });
});
