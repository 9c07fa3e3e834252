import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cnMessages } from '../../../web/src/i18n/messages.js';
import { en } from '../../../web/src/i18n/messages-en.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const webSource = join(root, 'web', 'src');

/** Each text area and the feature whose folder holds its tables. */
const areas = {
  account: 'identity',
  users: 'identity',
  certification: 'certification',
  review: 'certification',
  organisation: 'organisation',
  roles: 'roles',
  menus: 'menus',
  grants: 'roles',
  inbox: 'messaging',
  messaging: 'messaging',
  applications: 'applications',
  market: 'market',
  equipment: 'equipment',
  backup: 'equipment',
  certificate: 'equipment',
  iot: 'iot',
  tenancy: 'tenancy',
  databases: 'databases',
  accounts: 'accounts',
  deployments: 'deployments',
  algorithms: 'algorithms',
  bigdata: 'bigdata',
  canvas: 'bigdata',
  runs: 'bigdata',
  statistics: 'statistics',
  dashboard: 'dashboard',
  monitor: 'monitoring',
  audit: 'audit',
  helpdesk: 'help',
  portal: 'portal',
} as const;
type Area = keyof typeof areas;

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The Chinese table of an area (absolute path, `.ts`). */
function areaFile(area: Area): string {
  return join(webSource, 'features', areas[area], 'messages', `${area}-messages.ts`);
}

/** The files `file` imports (static, side-effect and dynamic imports), as absolute `.ts` paths. */
function importedFiles(file: string): string[] {
  const specifiers = [...readFileSync(file, 'utf8').matchAll(/(?:from\s+|import\s*\(?\s*)['"]([^'"]+)['"]/g)].map(
    (match) => match[1],
  );
  return specifiers.flatMap((specifier) => {
    const base = specifier.startsWith('@/')
      ? join(webSource, specifier.slice(2))
      : specifier.startsWith('.')
        ? resolve(dirname(file), specifier)
        : undefined;
    return base ? [base.replace(/\.js$/, '.ts')] : [];
  });
}

/** Every area's Chinese table, registered as a screen would register it. */
const chineseAreas = import.meta.glob('../../../web/src/features/*/messages/*-messages.ts', { eager: true });

describe('message areas', () => {
  // Area texts are registered by importing their module; a screen that used an
  // area's keys without importing it would show bare keys in Chinese.
  it.each(Object.keys(areas) as Area[])('every console file using %s texts imports that area', (area) => {
    const usesArea = new RegExp(`['"\`]${area}\\.[a-zA-Z]`);
    const missing = sourceFiles(webSource)
      .filter((file) => file !== areaFile(area) && !file.endsWith(`${area}-messages-en.ts`))
      .filter((file) => usesArea.test(readFileSync(file, 'utf8')))
      .filter((file) => !importedFiles(file).includes(areaFile(area)))
      .map((file) => relative(root, file));
    expect(missing).toEqual([]);
  });

  it('keeps the area tables out of the modules every screen loads', () => {
    const routeLists = readdirSync(join(webSource, 'features')).map((feature) =>
      join('web/src/features', feature, 'routes.tsx'),
    );
    for (const file of [
      'web/src/i18n/messages.ts',
      'web/src/i18n/i18n-context.tsx',
      'web/src/app.tsx',
      ...routeLists,
    ]) {
      const text = readFileSync(join(root, file), 'utf8');
      for (const area of Object.keys(areas)) {
        expect(text, `${file} imports ${area}`).not.toMatch(
          new RegExp(`^import (?!type)[^;]*${area}-messages\\.js`, 'm'),
        );
      }
    }
  });

  it('every area lives in its feature and has an English table', () => {
    expect(
      Object.keys(chineseAreas)
        .map((path) => path.split('/features/')[1])
        .sort(),
    ).toEqual((Object.keys(areas) as Area[]).map((area) => `${areas[area]}/messages/${area}-messages.ts`).sort());
  });

  // Texts the spec quotes in English (Two password not same., Pending Invite, …) are Chinese in the Chinese console
  // and the spec's words in the English one; only numbers, a language's own name and a dash are the same in both.
  it('writes every text of the Chinese tables in Chinese', () => {
    const sameInBoth = new Set(['nav.localeEn', 'certification.details.empty']);
    const tables = [cnMessages, ...Object.values(chineseAreas).flatMap((module) => Object.values(module as object))];
    const latinOnly = tables
      .flatMap((table) => Object.entries(table as Record<string, unknown>))
      .filter(([key, text]) => typeof text === 'string' && !sameInBoth.has(key) && !/^exception\.\d+\.title$/.test(key))
      // Chinese punctuation (the list separator 、, the full-width ：and ？) is Chinese too.
      .filter(([, text]) => !/[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/.test(text as string))
      .map(([key]) => key);
    expect(latinOnly).toEqual([]);
  });

  it('gives every Chinese text an English one and no English text without a Chinese one', () => {
    expect(Object.keys(chineseAreas).length).toBe(Object.keys(areas).length);
    expect(Object.keys(en).sort()).toEqual(Object.keys(cnMessages).sort());
  });
});
