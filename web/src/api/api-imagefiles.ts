import { requestBlob } from './http-client.js';

/** `GET /api-imagefiles/browse?name=`: an image, fetched with the bearer token and returned as a blob. */
export async function browseImage(name: string, signal?: AbortSignal): Promise<Blob> {
  return requestBlob('/api-imagefiles/browse', { query: { name }, signal });
}
