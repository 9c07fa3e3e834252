import type { UploadedFilePart } from '../../../shared/schemas/files.js';
import { ValidationError } from '../errors.js';

/** Whether a request's content type is `multipart/form-data` (the documented file calls send one). */
export function isMultipart(contentType: string | undefined): boolean {
  return contentType?.split(';')[0].trim().toLowerCase() === 'multipart/form-data';
}

/**
 * A `multipart/form-data` body as a plain object a contract's body schema validates: each text field by its name
 * (the last one wins when a name repeats) and each file part as an `UploadedFilePart` (its bytes in base64, so the
 * shape stays JSON and the OpenAPI document can describe it). Parsed by the runtime's own `FormData` (undici), not
 * by hand. API Gateway caps such a body at about 6 MB in Lambda; larger files go through a presigned upload.
 */
export async function parseMultipart(body: Buffer, contentType: string): Promise<Record<string, unknown>> {
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new ValidationError('Malformed multipart body', [
      { field: 'body', message: 'Body is not valid multipart/form-data (boundary and parts)' },
    ]);
  }
  const fields: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      fields[name] = value;
      continue;
    }
    const bytes = Buffer.from(await value.arrayBuffer());
    const part: UploadedFilePart = {
      fileName: value.name,
      contentType: value.type || 'application/octet-stream',
      size: bytes.length,
      base64: bytes.toString('base64'),
    };
    fields[name] = part;
  }
  return fields;
}
