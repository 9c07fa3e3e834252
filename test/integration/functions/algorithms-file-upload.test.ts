import { describe, expect, it } from 'vitest';
import { handler } from '../../../functions/api-datasetfiles/handler.js';
import { getStoredObjectText } from '../../../functions/domains/bigdata/index.js';
import { createTenant } from '../support/tenant.js';
import { call } from './session-support.js';

const tenant = await createTenant('algorithms-file-upload');

/** `POST /api-datasetfiles/` with a multipart body as a browser's `FormData` sends it. */
async function postForm(form: FormData) {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return call(handler, {
    method: 'POST',
    path: '/api-datasetfiles/',
    claims: tenant.admin.claims,
    headers: { 'content-type': request.headers.get('content-type')! },
    body: Buffer.from(await request.arrayBuffer()),
  });
}

const formWith = (name: string, content: string | Uint8Array<ArrayBuffer>, fileName: string) => {
  const form = new FormData();
  form.append(name, new Blob([content], { type: 'text/x-python' }), fileName);
  return form;
};

describe('the documented multipart algorithm file upload', () => {
  it('stores the file part in the datasets bucket and answers its id and name', async () => {
    const source = 'def run(input):\n    return input\n';
    const { status, body } = await postForm(formWith('file', source, 'zscore.py'));
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toEqual({ id: body.name, name: expect.stringMatching(/^algorithm-files\/[0-9a-f-]{36}\.py$/) });
    expect(await getStoredObjectText({ kind: 'dataset', key: body.id })).toBe(source);
  });

  it('takes a lone file part under another name', async () => {
    const { status, body } = await postForm(formWith('upload', 'x = 1\n', 'one.py'));
    expect(status).toBe(200);
    expect(await getStoredObjectText({ kind: 'dataset', key: body.id })).toBe('x = 1\n');
  });

  it('refuses a body without a file on the file field', async () => {
    const form = new FormData();
    form.append('note', 'no file here');
    const { status, body } = await postForm(form);
    expect(status).toBe(400);
    expect(body.fields).toEqual([{ field: 'body.file', message: 'A file is required (the part named file)' }]);
  });

  it('answers 413 for a file above what a request body carries (4 MB)', async () => {
    const { status, body } = await postForm(formWith('file', new Uint8Array(4 * 1024 * 1024 + 1), 'big.bin'));
    expect(status).toBe(413);
    expect(body.fields[0].field).toBe('body.file');
  });
});
