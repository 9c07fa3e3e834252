import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the contract tables live. */
const CONTRACTS_DIRECTORY = fileURLToPath(new URL('../../shared/contracts/', import.meta.url));

/**
 * Each route's one-line summary for the API reference, by contract name: the TSDoc comment above the contract's
 * entry in its table (`shared/contracts/<domain>.ts`). The summaries live in comments rather than in the contract
 * objects so that no function bundle carries them (about 11 KB of api-user's); the OpenAPI document reads them
 * from the sources here, with TypeScript's parser (loaded on first use: the local stack needs it only when the
 * reference is asked for).
 */
export async function contractSummaries(directory = CONTRACTS_DIRECTORY): Promise<ReadonlyMap<string, string>> {
  const { default: ts } = await import('typescript');
  const summaries = new Map<string, string>();
  for (const file of readdirSync(directory).filter((name) => name.endsWith('.ts'))) {
    const path = join(directory, file);
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: import('typescript').Node): void => {
      const table = ts.isCallExpression(node) && node.expression.getText(source) === 'defineContracts';
      const entries = table ? node.arguments[1] : undefined;
      if (entries && ts.isObjectLiteralExpression(entries)) {
        for (const entry of entries.properties) {
          const text = ts
            .getJSDocCommentsAndTags(entry)
            .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '')
            .join(' ')
            .replace(/\s+/g, ' ')
            .trim();
          if (entry.name && text) summaries.set(entry.name.getText(source), text);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return summaries;
}
