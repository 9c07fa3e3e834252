import { describe, expect, it } from 'vitest';
import { apiFetch } from '../support/index.js';
import { createTenant } from '../support/tenant.js';

const { staff } = await createTenant('files-uploads');

interface Ticket {
  name: string;
  uploadUrl: string;
  headers: Record<string, string>;
}

/** Announces an upload (`/api-imagefiles/uploads` or `/api-files/uploads`); answers the status and the answer. */
async function announce(path: string, body: Record<string, unknown>) {
  const response = await apiFetch(path, { method: 'POST', token: staff.token, body });
  return { status: response.status, body: await response.json() };
}

/** PUTs `bytes` to a ticket's URL with its headers, less those `without` names. */
const put = (ticket: Ticket, bytes: Uint8Array<ArrayBuffer>, without?: string) =>
  fetch(ticket.uploadUrl, {
    method: 'PUT',
    headers: Object.fromEntries(Object.entries(ticket.headers).filter(([name]) => name !== without)),
    body: bytes,
  });

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** Other bytes of the same length: the signed Content-Length would take them. */
const forged = new Uint8Array(png.length).fill(0x41);

describe('the first upload is final', () => {
  it('signs If-None-Match into the presigned PUT, and refuses the URL again while the image exists', async () => {
    const { body: ticket } = await announce('/api-imagefiles/uploads', {
      fileName: 'pixel.png',
      contentType: 'image/png',
      size: png.length,
    });
    expect(ticket.headers['if-none-match']).toBe('*');
    // What S3 in AWS checks: the header is part of the signature, so it must be sent exactly.
    expect(new URL(ticket.uploadUrl).searchParams.get('X-Amz-SignedHeaders')?.split(';')).toContain('if-none-match');

    expect((await put(ticket, new Uint8Array(png))).status).toBe(200);
    const again = await put(ticket, forged);
    expect(again.status).toBe(412);
    expect(await again.text()).toContain('<Code>PreconditionFailed</Code>');
    expect((await put(ticket, forged, 'if-none-match')).status).toBe(403);

    const browse = await apiFetch(`/api-imagefiles/browse?name=${ticket.name}`, { token: staff.token });
    expect(Buffer.from(await browse.arrayBuffer())).toEqual(png);
  });

  it('refuses a document upload that leaves the header out, and a second one over the first', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.4\n% first\n');
    const { body: ticket } = await announce('/api-files/uploads', {
      fileName: 'help.pdf',
      contentType: 'application/pdf',
      size: bytes.length,
    });
    expect((await put(ticket, bytes, 'if-none-match')).status).toBe(403);
    expect((await put(ticket, bytes)).status).toBe(200);
    expect((await put(ticket, bytes)).status).toBe(412);
  });
});

describe('upload content types', () => {
  it('refuses control characters and anything but type/subtype[; name=value] with 400 on the field', async () => {
    for (const [path, contentType] of [
      ['/api-imagefiles/uploads', 'image/png\r\nx-amz-acl: public-read'],
      ['/api-imagefiles/uploads', 'image/png\n'],
      ['/api-imagefiles/uploads', 'image/png; a=b\u0000'],
      ['/api-files/uploads', 'application/pdf\r\nContent-Disposition: inline'],
      ['/api-files/uploads', 'text/html;\tcharset=utf-8'],
      ['/api-files/uploads', 'application pdf'],
      ['/api-files/uploads', 'application/pdf; name="a\\"'],
    ]) {
      const { status, body } = await announce(path, { fileName: 'x.png', contentType, size: 10 });
      expect(status, JSON.stringify(contentType)).toBe(400);
      expect(body.fields).toEqual([{ field: 'body.contentType', message: expect.any(String) }]);
    }
  });

  it('takes documents of the types a file can have, and images of the image types only', async () => {
    const refused = await announce('/api-files/uploads', { fileName: 'x', contentType: 'chemical/x-pdb', size: 10 });
    expect(refused.status).toBe(400);
    expect(refused.body.fields[0].message).toBe(
      'A type of application, audio, font, image, model, text, video (such as application/pdf), not chemical/…',
    );
    const quoted = await announce('/api-files/uploads', {
      fileName: 'notes.txt',
      contentType: 'text/plain; charset="utf-8"',
      size: 10,
    });
    expect(quoted.status).toBe(200);
    expect(quoted.body.headers['content-type']).toBe('text/plain; charset="utf-8"');
    const notImage = await announce('/api-imagefiles/uploads', {
      fileName: 'x.pdf',
      contentType: 'text/plain',
      size: 1,
    });
    expect(notImage.status).toBe(415);
  });
});
