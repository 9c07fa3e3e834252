/**
 * The browsable API reference: one self-contained HTML page (no script or font from elsewhere, so it works offline
 * and under the console's content security policy) listing every operation of the OpenAPI document by prefix, with
 * its access rule, parameters, request body and answer schemas. A filter box narrows the list as one types.
 */

interface Operation {
  readonly operationId: string;
  readonly summary?: string;
  readonly description?: string;
  readonly tags?: readonly string[];
  readonly parameters?: readonly { name: string; in: string; required: boolean; schema: unknown }[];
  readonly requestBody?: { content: Record<string, { schema: unknown }> };
  readonly responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
}

/** The parts of the OpenAPI document the page reads. */
export interface ReferenceDocument {
  readonly info: { readonly title: string; readonly description?: string };
  readonly paths: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const schemaBlock = (title: string, schema: unknown) =>
  `<h4>${escapeHtml(title)}</h4><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre>`;

function operationHtml(method: string, path: string, operation: Operation): string {
  const parameters = operation.parameters?.length
    ? `<h4>Parameters</h4><table><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Required</th><th scope="col">Schema</th></tr></thead><tbody>${operation.parameters
        .map(
          (p) =>
            `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${p.in}</td><td>${p.required ? 'yes' : 'no'}</td><td><code>${escapeHtml(JSON.stringify(p.schema))}</code></td></tr>`,
        )
        .join('')}</tbody></table>`
    : '';
  const body = operation.requestBody
    ? schemaBlock('Request body (application/json)', operation.requestBody.content['application/json']?.schema)
    : '';
  const answer = operation.responses['200']?.content?.['application/json']?.schema;
  const search = `${method} ${path} ${operation.operationId} ${operation.summary ?? ''}`.toLowerCase();
  return `<details class="operation" data-search="${escapeHtml(search)}">
<summary><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code> — ${escapeHtml(operation.summary ?? operation.operationId)}</summary>
<p><strong>operationId</strong> <code>${escapeHtml(operation.operationId)}</code>. ${escapeHtml(operation.description ?? '')}</p>
${parameters}${body}${answer ? schemaBlock('Answer (200, application/json)', answer) : ''}
</details>`;
}

/** The reference page of a document. */
export function referencePage(document: ReferenceDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, value] of Object.entries(methods)) {
      const operation = value as Operation;
      const tag = operation.tags?.[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, operation)]);
    }
  }
  const sections = [...byTag.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, items]) => `<section><h2>/${escapeHtml(tag)}</h2>${items.join('\n')}</section>`)
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} – API reference</title>
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:72rem;padding:1rem 1.5rem;color:#16191f}
pre{background:#f4f4f4;padding:.75rem;overflow:auto;max-height:24rem}
table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}
summary{cursor:pointer;padding:.35rem 0}.method{display:inline-block;min-width:4.5rem;font-weight:700}
.get{color:#0b5394}.post{color:#1d6b2a}.put{color:#8a5300}.delete{color:#a4000f}.patch{color:#5b2a86}
label{display:block;margin:.5rem 0}input{font-size:1rem;padding:.35rem;width:100%;max-width:32rem}
</style></head>
<body><header><h1>${escapeHtml(document.info.title)}</h1><p>${escapeHtml(document.info.description ?? '')}
The machine-readable document is <a href="/openapi.json">/openapi.json</a> (OpenAPI 3.1).</p>
<label for="filter">Filter operations</label><input id="filter" type="search" autocomplete="off"></header>
<main>${sections}</main>
<script>
document.getElementById('filter').addEventListener('input', function (event) {
  var words = event.target.value.toLowerCase().split(/\\s+/).filter(Boolean);
  document.querySelectorAll('.operation').forEach(function (item) {
    var text = item.getAttribute('data-search');
    item.hidden = !words.every(function (word) { return text.indexOf(word) >= 0; });
  });
});
</script></body></html>
`;
}
