import { describe, expect, it } from 'vitest';
import type { ZodMiniType } from 'zod/mini';
import {
  applicationContracts,
  applicationsTables,
  catalogueContracts,
  subscriptionContracts,
  versionContracts,
} from '../../../shared/contracts/applications.js';
import type { RequestOf } from '../../../shared/contracts/contract.js';
import { allContracts } from '../../../shared/contracts/index.js';
import { documentNameOf, FileInputSchema } from '../../../shared/schemas/application.js';
import type { Application } from '../../../shared/schemas/application-responses.js';

/*
 * The /api-application contracts take doc 2 §3's payloads as a client holds them. The `satisfies` lines are the
 * compile-time half (the console's `call` takes these bodies without a cast); the parses are the run-time half.
 */

/** A body as the contract's schema reads it (defaults applied, ignored fields dropped). */
async function parsedBody(contract: { schemas: () => Promise<{ body?: unknown }> }, body: unknown) {
  const { body: schema } = await contract.schemas();
  return (schema as ZodMiniType).safeParse(body);
}

/** An application exactly as `getApplication/{id}` answers it. */
const asRead: Application = {
  id: 'app-1',
  code: 'APP-1A2B3C4D',
  name: 'Monitor',
  enName: 'Monitor',
  logo: 'logo-1.png',
  scope: 'private',
  terminal: { id: 'WEB', name: 'Web' },
  model: { id: 'CLOUD_JAR', name: 'Cloud jar' },
  type: { id: 'PUBLIC', name: 'Market', code: 'PUBLIC' },
  parentCategory: { id: 'cat-industry', name: 'Industry' },
  category: { id: 'cat-monitoring', name: 'Monitoring' },
  status: { code: '0', name: '已保存' },
  description: '',
  createUserId: 'user-1',
  createUserName: 'dev',
  createCompanyId: '',
  createCompanyName: '',
  createDate: '2026-01-01T00:00:00.000Z',
  updateDate: '2026-01-01T00:00:00.000Z',
  ifModule: false,
  ifEnabled: true,
  dependApplicationList: [],
  childApplicationList: [
    { id: 'mod-1', name: 'Module', code: 'MOD', status: { code: '0', name: '已保存' }, dependApplicationList: [] },
  ],
  majorVersionList: [{ id: 'major-1', number: 1, minorVersionList: [] }],
  resources: [],
};

describe('the applications contract table', () => {
  it('names each of its 36 routes once, with names no other domain uses', () => {
    const names = applicationsTables.flatMap((table) => Object.keys(table));
    expect(names).toHaveLength(36);
    expect(new Set(names).size).toBe(names.length);
    const others = allContracts.filter((contract) => !contract.path.startsWith('/api-application/'));
    expect(others.filter((contract) => names.includes(contract.name))).toEqual([]);
  });
});

describe('version files', () => {
  it('read a file name, an address with name= or an address path as the stored name', () => {
    expect(documentNameOf('a1b2.pdf')).toBe('a1b2.pdf');
    expect(documentNameOf('/api-files/download?name=a1b2.pdf')).toBe('a1b2.pdf');
    expect(documentNameOf('https://console.example.com/api-files/download?x=1&name=a%2Db.pdf#top')).toBe('a-b.pdf');
    expect(documentNameOf(' https://cdn.example.com/files/a1b2.jar ')).toBe('a1b2.jar');
    expect(documentNameOf('100%.pdf')).toBe('100%.pdf');
  });

  it('take the string form and the object form alike, and refuse what names no document', () => {
    expect(FileInputSchema.parse('/api-files/download?name=a1b2.pdf')).toEqual({ uri: 'a1b2.pdf' });
    expect(FileInputSchema.parse({ uri: 'a1b2.pdf', name: 'help.pdf' })).toEqual({ uri: 'a1b2.pdf', name: 'help.pdf' });
    expect(FileInputSchema.safeParse('https://example.com/').success).toBe(false);
    expect(FileInputSchema.safeParse('../etc/passwd?name=../x').success).toBe(false);
  });

  it('are accepted as strings by submitVersion and updateVersion', async () => {
    const update = {
      id: 'version-1',
      status: { code: '0' },
      sourceType: { code: 'JAVA8' },
      helpFile: 'help-1.pdf',
      apiFile: '/api-files/download?name=api-1.pdf',
      testReportFile: { uri: 'report-1.pdf' },
      authorities: [{ code: 'VIEW', name: 'View', description: '' }],
    } satisfies RequestOf<typeof versionContracts.updateVersion, 'body'>;
    const parsed = await parsedBody(versionContracts.updateVersion, update);
    expect(parsed.data).toMatchObject({
      helpFile: { uri: 'help-1.pdf' },
      apiFile: { uri: 'api-1.pdf' },
      testReportFile: { uri: 'report-1.pdf' },
    });
    const submit = {
      version: '1.0.0',
      sourceType: { id: 'JAVA8' },
      programFile: 'app-1.jar',
      majorVersion: { id: 'major-1' },
    } satisfies RequestOf<typeof versionContracts.submitVersion, 'body'>;
    expect((await parsedBody(versionContracts.submitVersion, submit)).data).toMatchObject({
      programFile: { uri: 'app-1.jar' },
    });
  });
});

describe('records sent back as the client holds them', () => {
  it('take the documented Subscription, keeping only the application it names', async () => {
    const subscription = {
      id: '',
      type: { code: '1' },
      subscribeDate: '2026-01-01 00:00:00',
      subscribeUserId: 'user-1',
      subscribeUserName: 'dev',
      application: { id: 'app-1' },
      enabled: true,
    } satisfies RequestOf<typeof subscriptionContracts.submitSubscribe, 'body'>;
    const parsed = await parsedBody(subscriptionContracts.submitSubscribe, subscription);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ application: { id: 'app-1' } });
  });

  it('take the application as getApplication answers it, without its lists and plans', async () => {
    const body: RequestOf<typeof applicationContracts.updateApplication, 'body'> = asRead;
    const parsed = await parsedBody(applicationContracts.updateApplication, body);
    expect(parsed.success).toBe(true);
    expect(parsed.data).not.toHaveProperty('majorVersionList');
    expect(parsed.data).not.toHaveProperty('resources');
    expect(parsed.data).not.toHaveProperty('childApplicationList');
  });

  it('take the category tree as getApplicationCategoryTree answers it', async () => {
    const tree = [
      {
        id: 'cat-industry',
        key: 'cat-industry',
        code: 'INDUSTRY',
        name: 'Industry',
        description: '',
        children: [
          {
            id: 'cat-monitoring',
            key: 'cat-monitoring',
            code: 'MONITORING',
            name: 'Monitoring',
            description: '',
            parentId: 'cat-industry',
            children: [],
          },
        ],
      },
    ];
    expect((await parsedBody(catalogueContracts.updateApplicationCategory, tree)).success).toBe(true);
  });
});
