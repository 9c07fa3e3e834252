import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const functionsDir = resolve(import.meta.dirname, '../../../functions');
const domainsDir = join(functionsDir, 'domains');

interface SourceFile {
  /** Absolute path of the file. */
  readonly path: string;
  readonly text: string;
}

function sourceFiles(dir: string): SourceFile[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') ? [{ path, text: readFileSync(path, 'utf8') }] : [];
  });
}

/** The relative module specifiers of static imports, re-exports and dynamic imports. */
function specifiers(text: string): string[] {
  return [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)'(\.{1,2}\/[^']+)'/g)].map((m) => m[1]);
}

const domainOf = (path: string): string | undefined =>
  path.startsWith(domainsDir + sep) ? relative(domainsDir, path).split(sep)[0] : undefined;

/**
 * Every import that reaches into another domain past its public modules: other domains and the
 * plumbing may import `domains/<d>/index.ts`; only an API-prefix handler (`functions/<prefix>/handler.ts`)
 * and its lazy route groups (`functions/<prefix>/route-groups/*.ts`) may import `domains/<d>/routes.ts`.
 */
function boundaryViolations(files: readonly SourceFile[]): string[] {
  return files.flatMap(({ path, text }) => {
    const own = domainOf(path);
    const [top, ...rest] = relative(functionsDir, path).split(sep);
    const inPrefix = top !== 'lib' && top !== 'domains';
    const isPrefixHandler =
      inPrefix && (rest.join('/') === 'handler.ts' || (rest.length === 2 && rest[0] === 'route-groups'));
    return specifiers(text).flatMap((specifier) => {
      const target = resolve(dirname(path), specifier.replace(/\.js$/, '.ts'));
      const domain = domainOf(target);
      if (domain === undefined || domain === own) return [];
      const inside = relative(join(domainsDir, domain), target).split(sep).join('/');
      if (inside === 'index.ts' || (inside === 'routes.ts' && isPrefixHandler)) return [];
      return [`${relative(functionsDir, path).split(sep).join('/')} imports ${specifier}`];
    });
  });
}

/** Imports of any domain module from the plumbing (`functions/lib`), which the composition root wires instead. */
function plumbingImportsOfDomains(files: readonly SourceFile[]): string[] {
  return files.flatMap(({ path, text }) =>
    specifiers(text)
      .filter((specifier) => domainOf(resolve(dirname(path), specifier)) !== undefined)
      .map((specifier) => `${relative(functionsDir, path).split(sep).join('/')} imports ${specifier}`),
  );
}

describe('domain boundaries', () => {
  it('keeps every import of another domain to its public module (and route lists to the prefix handlers)', () => {
    expect(boundaryViolations(sourceFiles(functionsDir))).toEqual([]);
  });

  it('keeps the plumbing free of domains: functions/platform.ts hands it what it needs from them', () => {
    expect(plumbingImportsOfDomains(sourceFiles(join(functionsDir, 'lib')))).toEqual([]);
    expect(
      plumbingImportsOfDomains([
        {
          path: join(functionsDir, 'lib/auth/x.ts'),
          text: "import { findRoleById } from '../../domains/roles/index.js';",
        },
      ]),
    ).toEqual(['lib/auth/x.ts imports ../../domains/roles/index.js']);
  });

  it('reports an import into another domain, a route list outside a handler and a dynamic import', () => {
    const samples: SourceFile[] = [
      {
        path: join(domainsDir, 'roles/routes/roles.ts'),
        text: [
          "import { getUserProfile } from '../../identity/data/user.js';",
          "import { getEnterprise } from '../../identity/index.js';",
          "import { roleUserRoutes } from './role-users.js';",
        ].join('\n'),
      },
      {
        path: join(functionsDir, 'lib/auth/privileges.ts'),
        text: "export { menuRoutes } from '../../domains/menus/routes.js';",
      },
      {
        path: join(functionsDir, 'api-menu/handler.ts'),
        text: "import { menuRoutes } from '../domains/menus/routes.js';",
      },
      {
        path: join(functionsDir, 'api-user/route-groups/roles.ts'),
        text: "import { roleRoutes } from '../../domains/roles/routes.js';",
      },
      {
        path: join(functionsDir, 'lib/route-groups/roles.ts'),
        text: "import { roleRoutes } from '../../domains/roles/routes.js';",
      },
      {
        path: join(functionsDir, 'pipeline/handler.ts'),
        text: "const m = await import('../domains/bigdata/data/chain-run.js');",
      },
    ];
    expect(boundaryViolations(samples)).toEqual([
      'domains/roles/routes/roles.ts imports ../../identity/data/user.js',
      'lib/auth/privileges.ts imports ../../domains/menus/routes.js',
      'lib/route-groups/roles.ts imports ../../domains/roles/routes.js',
      'pipeline/handler.ts imports ../domains/bigdata/data/chain-run.js',
    ]);
  });
});
