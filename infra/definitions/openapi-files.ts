import { openApiDocument } from './openapi-document.js';
import { referencePage } from './openapi-reference-page.js';

/** A generated file: its content type and text. */
export interface GeneratedFile {
  readonly contentType: string;
  readonly body: string;
}

/**
 * The published API description of a stage, by the path it is served at: the OpenAPI 3.1 document and its
 * browsable reference page. The local gateway serves them at these paths; `npm run build:web` writes them into the
 * console's build (`web/dist/openapi.json`, `web/dist/api-reference/index.html`), which CloudFront serves.
 */
export async function openApiFiles(stage: string): Promise<Record<'/openapi.json' | '/api-reference', GeneratedFile>> {
  const document = await openApiDocument(stage);
  return {
    '/openapi.json': { contentType: 'application/json; charset=utf-8', body: `${JSON.stringify(document, null, 2)}\n` },
    '/api-reference': { contentType: 'text/html; charset=utf-8', body: referencePage(document) },
  };
}
