import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const webSource = join(root, 'web', 'src');
const areas = ['account', 'certification', 'review', 'users', 'organisation', 'roles', 'menus', 'grants', 'inbox', 'messaging'] as const;

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The import specifier of an area's Chinese table as written from `file`. */
function areaImport(file: string, area: string): string {
  const target = relative(dirname(file), join(root, 'shared', 'i18n', `${area}-messages.js`));
  return target.startsWith('.') ? target : `./${target}`;
}

describe('message areas', () => {
  // Area texts are registered by importing their module; a screen that used an
  // area's keys without importing it would show bare keys in Chinese.
  it.each(areas)('every console file using %s texts imports that area', (area) => {
    const usesArea = new RegExp(`['"\`]${area}\\.[a-zA-Z]`);
    const missing = sourceFiles(webSource)
      .filter((file) => usesArea.test(readFileSync(file, 'utf8')))
      .filter((file) => !readFileSync(file, 'utf8').includes(`'${areaImport(file, area)}'`))
      .map((file) => relative(root, file));
    expect(missing).toEqual([]);
  });

  it('keeps the area tables out of the modules every screen loads', () => {
    for (const file of ['shared/i18n/messages.ts', 'web/src/i18n/i18n-context.tsx', 'web/src/app.tsx']) {
      const text = readFileSync(join(root, file), 'utf8');
      for (const area of areas) {
        expect(text, `${file} imports ${area}`).not.toMatch(
          new RegExp(`^import (?!type)[^;]*${area}-messages\\.js`, 'm'),
        );
      }
    }
  });
});
