import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** The TypeScript sources under `directory` (relative to the repository), as repository paths. */
function sources(directory: string): string[] {
  return readdirSync(join(root, directory), { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.tsx?$/.test(path))
    .map((path) => join(directory, path));
}

// The rule ESLint's `no-restricted-syntax` held before the linter became oxlint, which has no such rule.
describe('request schemas', () => {
  it('are plain z.object: no schema of the server or the contracts refuses a field it does not declare', () => {
    const strict = [...sources('shared'), ...sources('functions')].filter((path) =>
      /\bstrictObject\s*\(/.test(readFileSync(join(root, path), 'utf8')),
    );
    // Unknown fields are ignored, never refused (docs/contracts.md): z.strictObject would answer them with a 400.
    expect(strict).toEqual([]);
  });
});
