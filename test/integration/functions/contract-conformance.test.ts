import { describe, expect, it } from 'vitest';
import { putStoredObjectText, recordModel } from '../../../functions/domains/bigdata/index.js';
import { listMenus } from '../../../functions/domains/menus/data/menu.js';
import { storageKeysIn } from '../../../functions/lib/data/storage-keys.js';
import { NIL_ID } from '../../../shared/constants/ids.js';
import { INBOX_PAGE_MAX_SIZE } from '../../../shared/constants/inbox-rules.js';
import { apiFetch, localEnv, localUrls, signIn } from '../support/index.js';
import { createTenant, createTenantUser } from '../support/tenant.js';
import {
  documentedCalls,
  fill,
  missingFields,
  multipartBody,
  perSendValues,
  requestPath,
  withUnknownField,
  type DocumentedCall,
  type TemplateValues,
} from '../support/documented-calls.js';

// Clients already speak the documented API: every documented call this API serves is sent exactly as documented
// (test/fixtures/documented-calls.json), then once more with an unknown body field and query parameter, through
// the gateway like the console. Writes happen in this file's own tenant; reads of the demo seed only read.
const tenant = await createTenant('conformance');
const menus = await listMenus({ enterpriseId: NIL_ID });
const messageCentreMenu = menus.find((menu) => menu.url === '/console/message-center')?.id;

/** Who sends: id, name, phone and token (none for anonymous calls). */
interface Sender {
  readonly id?: string;
  readonly username?: string;
  readonly phone?: string;
  readonly token?: string;
}

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { sub: string; username: string };

/** The sender of one send of `call`: a demo user, the tenant's counterpart, or a fresh tenant user. */
async function senderOf(call: DocumentedCall): Promise<Sender> {
  if (call.as === null) return {};
  if (call.fresh) {
    return createTenantUser({
      label: 'conformance-fresh',
      enterpriseId: tenant.enterpriseId,
      roles: [tenant.roles.staff],
    });
  }
  if (call.tenant) return call.as === 'ent-staff' ? tenant.staff : tenant.admin;
  const token = await signIn(call.as);
  const claims = claimsOf(token);
  return { id: claims.sub, username: claims.username ?? call.as, token };
}

/** Every answer the suite received (documented calls and setups alike), for the storage-key check at the end. */
const received: { request: string; answer: unknown }[] = [];

/** Sends through the gateway; answers the status and the parsed answer (text when it is not JSON). */
async function send(
  method: string,
  path: string,
  token: string | undefined,
  body: unknown,
  headers?: Record<string, string>,
) {
  const response = await apiFetch(path, {
    method,
    token,
    headers,
    ...(body === null || body === undefined ? {} : { body }),
  });
  const text = await response.text();
  let answer: unknown = text;
  try {
    answer = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON (an image, a plain text): the answer stays text.
  }
  received.push({ request: `${method} ${path} → ${response.status}`, answer });
  return { status: response.status, answer };
}

/** Sends a setup request that must succeed; answers its JSON. */
async function must(
  method: string,
  path: string,
  token: string | undefined,
  body?: unknown,
  headers?: Record<string, string>,
): Promise<any> {
  const { status, answer } = await send(method, path, token, body, headers);
  if (status < 200 || status > 299) throw new Error(`Setup ${method} ${path}: ${status} ${JSON.stringify(answer)}`);
  return answer;
}

const unique = () => perSendValues().unique as string;
const admin = () => tenant.admin.token;
const scoped = (path: string) => `${path}?enterpriseId=${tenant.enterpriseId}`;

async function createdType() {
  const code = `CONF-${unique()}`.toUpperCase();
  return must('POST', '/api-equipment/submitEquipmentType', admin(), {
    code,
    name: `conf-type-${code}`,
    description: 'conformance setup',
  });
}

async function createdGateway() {
  const type = await createdType();
  return must('POST', '/api-equipment/submitEquipment', admin(), {
    equipmentId: `HW-${unique()}`,
    equipmentType: { id: type.id },
    equipmentAddressable: true,
    equipmentIp: '192.168.1.20',
    equipmentPort: 502,
    collectNodeTags: [{ tag: 'temperature', dataType: 'FLOAT', dataUnit: '°C' }],
  });
}

async function createdCertificate() {
  const gateway = await createdGateway();
  return must('POST', '/api-equipment/registerEquipmentCertify', admin(), {
    equipment: { id: gateway.id },
    description: 'conformance setup',
    beginDate: '2026-01-01',
    endDate: '2027-01-01',
    registerDescription: 'conformance setup',
  });
}

/** A 1-pixel PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads an image as `token` (ticket, then the presigned PUT); answers its name. */
async function uploadedImage(token: string | undefined): Promise<string> {
  const ticket = await must('POST', '/api-imagefiles/uploads', token, {
    fileName: 'logo.png',
    contentType: 'image/png',
    size: png.length,
  });
  const put = await fetch(ticket.uploadUrl, { method: 'PUT', headers: ticket.headers, body: new Uint8Array(png) });
  if (put.status !== 200) throw new Error(`Setup upload: ${put.status}`);
  return ticket.name as string;
}

/** Uploads a document as `token` through the files API (ticket, then the presigned PUT); answers its stored name. */
async function uploadedDocument(token: string | undefined, fileName: string): Promise<string> {
  const bytes = Buffer.from(`%PDF-1.4\n% conformance document ${fileName}\n`);
  const ticket = await must('POST', '/api-files/uploads', token, {
    fileName,
    contentType: 'application/pdf',
    size: bytes.length,
  });
  const put = await fetch(ticket.uploadUrl, { method: 'PUT', headers: ticket.headers, body: new Uint8Array(bytes) });
  if (put.status !== 200) throw new Error(`Setup document upload: ${put.status}`);
  return ticket.name as string;
}

/** Uploads the documents a call's body names, as its sender; answers their stored names by template name. */
async function uploadedDocuments(call: DocumentedCall, token: string | undefined) {
  if (!call.documents) return undefined;
  const entries = Object.entries(call.documents);
  const names = await Promise.all(entries.map(([, fileName]) => uploadedDocument(token, fileName)));
  return Object.fromEntries(entries.map(([name], i) => [name, names[i]]));
}

/** The newest code the local SMS outbox holds for a phone. */
async function smsCodeOf(phone: string): Promise<string> {
  const outbox = (await (await fetch(localUrls().outbox)).json()) as { kind: string; to: string[]; text: string }[];
  const code = outbox
    .filter((m) => m.kind === 'sms' && m.to.includes(`+86${phone}`))
    .map((m) => (/验证码是 ([A-Z0-9]{5})/.exec(m.text) ?? /\b([A-Z0-9]{5})\b/.exec(m.text))?.[1])
    .find(Boolean);
  if (!code) throw new Error(`Setup: no SMS code for ${phone}`);
  return code;
}

/** Sends a code to a phone and reads it back (the registration screen's first step). */
async function smsCode(phone = perSendValues().phone as string) {
  await must('GET', `/api-user/verificationCodes?phone=${phone}`, undefined);
  return { phone, code: await smsCodeOf(phone) };
}

/** Sends a code to a phone and checks it, so the phone may register or restore. */
async function verifiedPhone(phone?: string) {
  const sent = await smsCode(phone);
  await must('POST', `/api-user/verificationCodesCheck/${sent.code}?phone=${sent.phone}`, undefined);
  return sent;
}

async function createdApplication() {
  const name = `conf-app-${unique()}`;
  const answer = await must('POST', '/api-application/submitApplication', admin(), {
    code: name.toUpperCase().replace(/[^A-Z0-9]/g, 'X'),
    name,
    enName: `${name}-en`,
    logo: await uploadedImage(admin()),
    terminal: { id: 'WEB' },
    model: { id: 'CLOUD_JAR' },
    type: { id: 'PUBLIC' },
    parentCategory: { id: 'cat-industry' },
    category: { id: 'cat-monitoring' },
    description: 'conformance setup',
    status: { code: '0' },
    createCompanyId: tenant.enterpriseId,
    createCompanyName: tenant.name,
  });
  return { id: answer.applicationId as string };
}

async function createdVersion() {
  const application = await createdApplication();
  const answer = await must('POST', '/api-application/submitVersion', admin(), {
    version: '1.0.0',
    status: { code: '0' },
    sourceType: { id: 'JAVA8' },
    description: 'conformance setup',
    screenHeight: 800,
    screenshots: [],
    detailFiles: [],
    majorVersion: { number: 1, authorities: [{ code: 'VIEW', name: 'View' }], application: { id: application.id } },
  });
  return { id: answer.minorVersionId as string };
}

/** How long a call's setup waits for a sent message to reach the staff member's centre. */
const INBOX_DELIVERY_WAIT_MS = 40_000;
/** A documented call's time limit: its setup's delivery wait, then its two sends. */
const CALL_TIMEOUT_MS = INBOX_DELIVERY_WAIT_MS + 15_000;

/** Sends a message of the tenant to its staff member; answers the message as the staff member's centre lists it. */
async function inboxMessage() {
  const category = await must('POST', scoped('/api-message/messageCategory'), admin(), { name: `conf-${unique()}` });
  const title = `conf-${unique()}`;
  await must('POST', scoped('/api-message/message/sent'), admin(), {
    title,
    content: 'conformance setup',
    categoryId: category.id,
    userIds: [tenant.staff.id],
    groupIds: [],
    roleIds: [],
    ways: [],
  });
  // The staff member's copy of exactly this message (never an earlier one another call left in the centre).
  // Delivery is asynchronous (the inbox fan-out): while the suite's other files hold the cores it takes seconds, and
  // a loaded clean-clone run saw one take more than 20 s (`INBOX_DELIVERY_WAIT_MS`).
  const deadline = Date.now() + INBOX_DELIVERY_WAIT_MS;
  for (;;) {
    // The calls run side by side and many send to the staff member: look at the largest page, newest first.
    const page = await must('POST', `/api-message/message/page/${tenant.staff.id}`, tenant.staff.token, {
      page: 0,
      size: INBOX_PAGE_MAX_SIZE,
    });
    const own = (page.content as { id: string; title?: string }[]).find((item) => item.title === title);
    if (own) return { id: own.id };
    if (Date.now() > deadline) throw new Error(`The message ${title} never reached the staff member's centre`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A JavaScript algorithm of the tenant administrator's (a language that may be submitted for review). */
async function createdScript() {
  return must('POST', '/api-algorithm/createAlgorithm', admin(), {
    name: `conf-${unique()}`,
    description: 'conformance setup',
    algorithmCategory: { id: 'alg-cat-classification' },
    algorithmType: { code: 'JAVASCRIPT' },
    parameters: [{ name: 'k', type: 'integer', defaultValue: '3' }],
  });
}

/** The platform's algorithm category tree as it reads now (sent back whole by the tree's save). */
const categoryTree = () => must('GET', '/api-algorithm/getAlgorithmCategoryTree', undefined) as Promise<unknown[]>;

/**
 * The category tree is saved whole: its save and the calls that change it run one at a time (setup and send), so
 * one never sends back a tree another has changed meanwhile.
 */
let treeTurn: Promise<unknown> = Promise.resolve();
function inTreeTurn<T>(work: () => Promise<T>): Promise<T> {
  const turn = treeTurn.then(work);
  treeTurn = turn.catch(() => undefined);
  return turn;
}
const treeSetups = new Set(['algorithmCategoryTree', 'algorithmCategory']);

/** A small project graph file (two module boxes, one link), stored by the sender. */
const graph = {
  nodes: [
    { id: 'iris', x: 10, y: 10 },
    { id: 'split', x: 10, y: 100 },
  ],
  links: [{ sourceId: 'iris', sourcePort: 'dataset', targetId: 'split', targetPort: 'dataset' }],
};

/** The iris dataset into the train/test split, as the canvas saves a project's modules. */
const projectModules = [
  {
    id: 'iris',
    objectId: 'system-iris',
    name: 'iris',
    moduleType: { code: '001' },
    outputParams: [{ name: 'dataset', type: { code: '001' } }],
  },
  {
    id: 'split',
    objectId: 'sys-train-test-split',
    name: 'split',
    moduleType: { code: '002' },
    inputParams: [
      { name: 'dataset', type: { code: '001' } },
      { name: 'ratio', type: { code: '004' }, value: 0.7 },
    ],
    outputParams: [
      { name: 'train', type: { code: '001' } },
      { name: 'test', type: { code: '001' } },
    ],
  },
];

async function storedGraph(sender: Sender) {
  const { bytes, contentType } = await multipartBody(
    {
      file: { fileName: 'graph.json', contentType: 'application/json', text: JSON.stringify(graph) },
      category: '{"type":"project"}',
    },
    false,
  );
  return must('POST', '/api-files/', sender.token, bytes, { 'content-type': contentType }) as Promise<{
    location: string;
  }>;
}

/** The CSV a dataset setup uploads. */
const datasetCsv = 'x,y\n1,2\n3,4\n';

/**
 * What a call needs to exist before it is sent (its `created` template value); run before each send, so the
 * second send deletes, stops or reviews a record of its own.
 */
const setups: Record<string, (sender: Sender) => Promise<unknown>> = {
  role: () => must('POST', `/api-user/enterprises/${tenant.enterpriseId}/roles`, admin(), { name: `conf-${unique()}` }),
  menu: () =>
    must('POST', '/api-menu/submitMenu', admin(), {
      name: `conf-${unique()}`,
      type: 'page',
      url: `conf-${unique()}`,
      sort: 1,
      enterpriseId: tenant.enterpriseId,
      privileges: ['view'],
      isPublic: false,
      byProxy: false,
    }),
  notification: async (sender) => {
    await must('POST', '/api-user/notificationObjects', admin(), {
      actorId: tenant.admin.id,
      notifierIds: [sender.id],
      title: `conf-${unique()}`,
      description: 'conformance setup',
      type: '用户消息',
      selfType: '02',
      action: '/console/message-center',
      ways: [],
    });
    const page = await must('GET', `/api-user/userMessages?userId=${sender.id}&page=0&size=5`, sender.token);
    return { id: (page.content ?? page)[0].notificationObjectId as string };
  },
  removedUser: async () => {
    const user = await createTenantUser({ label: 'conformance-removed' });
    await must('POST', `/api-user/updateRemove?userId=${user.id}`, user.token);
    await verifiedPhone(user.phone);
    return user;
  },
  smsCode: () => smsCode(),
  verifiedPhone: () => verifiedPhone(),
  loginCode: async (sender) => {
    await must('GET', '/login-validate/mobileLoginVerificationCodes', sender.token);
    return { code: await smsCodeOf(sender.phone!) };
  },
  deletedInboxMessage: async () => {
    const message = await inboxMessage();
    await must('DELETE', '/api-message/message/delete', tenant.staff.token, [message.id]);
    return message;
  },
  sentMessage: async () => {
    const { id } = await inboxMessage();
    const sent = await must('POST', scoped('/api-message/message/query'), admin(), { page: 0, size: 1 });
    return { id: (sent.content?.[0]?.id as string | undefined) ?? id };
  },
  inboxMessage,
  messageCategory: () => must('POST', scoped('/api-message/messageCategory'), admin(), { name: `conf-${unique()}` }),
  messageType: async () => {
    const category = await must('POST', scoped('/api-message/messageCategory'), admin(), { name: `conf-${unique()}` });
    return must('POST', scoped('/api-message/messageType'), admin(), {
      categoryId: category.id,
      name: `conf-${unique()}`,
    });
  },
  messageGroup: () => must('POST', scoped('/api-message/messageGroup'), admin(), { name: `conf-${unique()}` }),
  messageMember: async () => {
    const group = await must('POST', scoped('/api-message/messageGroup'), admin(), { name: `conf-${unique()}` });
    const members = await must('POST', scoped('/api-message/messageMembers'), admin(), {
      groupId: group.id,
      userIds: [tenant.staff.id],
      roleIds: [],
    });
    return { id: members.added[0].id as string };
  },
  application: createdApplication,
  applicationAsRead: async () => {
    const { id } = await createdApplication();
    return { id, body: await must('GET', `/api-application/getApplication/${id}`, admin()) };
  },
  version: createdVersion,
  resource: async () => {
    const application = await createdApplication();
    return must('POST', '/api-application/createResource', admin(), {
      name: `conf-plan-${unique()}`,
      code: `CONF${unique()}`.toUpperCase(),
      price: 100,
      ifPermanent: false,
      application: { id: application.id },
    });
  },
  // The sender's own account holds ¥10.00: a top-up request of its own that the platform administrator confirms.
  fundedAccount: async (sender) => {
    const request = await must('POST', '/api-account/topUpRequests', sender.token, { account: 'person', amount: 10 });
    return must('PUT', `/api-account/topUpRequests/${request.id}/confirm`, await signIn('admin'), {});
  },
  subscription: async (sender) =>
    must('POST', '/api-application/submitSubscribe', sender.token, { application: { id: 'app-demo-health' } }),
  // A saved algorithm of the tenant administrator's, filed under the first seeded category.
  algorithm: async () => {
    const [root] = (await must('GET', '/api-algorithm/getAlgorithmCategoryTree', undefined)) as {
      key: string;
      children: { key: string }[];
    }[];
    return must('POST', '/api-algorithm/createAlgorithm', admin(), {
      name: `conf-${unique()}`,
      description: 'conformance setup',
      algorithmCategory: { id: root!.children[0]?.key ?? root!.key },
      algorithmType: { code: 'PYTHON' },
      parameters: [{ name: 'k', type: 'integer', defaultValue: '3' }],
    });
  },
  script: createdScript,
  onlineScript: async () => {
    const script = await createdScript();
    const submitted = { id: script.id, algorithmStatus: { code: '2' } };
    await must('PUT', '/api-algorithm/updateAlgorithmStatus', admin(), submitted);
    await must('PUT', '/api-algorithm/updateAlgorithmStatus', await signIn('auditor'), {
      id: script.id,
      algorithmStatus: { code: '3' },
    });
    return script;
  },
  algorithmCategoryTree: async () => ({ body: await categoryTree() }),
  // A new root category with no algorithm, added to the tree as it reads now; answers its id.
  algorithmCategory: async (sender) => {
    const label = `conf-${unique()}`;
    const tree = (await must('POST', '/api-algorithm/updateAlgorithmCategory', sender.token, [
      ...(await categoryTree()),
      { key: label, label },
    ])) as { key: string; label: string }[];
    return { id: tree.find((node) => node.label === label)!.key };
  },
  // A CSV the sender uploaded to their own upload folder (ticket, then the presigned PUT): its key.
  datasetUpload: async (sender) => {
    const bytes = Buffer.from(datasetCsv);
    const ticket = await must('POST', '/api-bigdata/datasets/uploads', sender.token, {
      fileName: 'conformance.csv',
      contentType: 'text/csv',
      size: bytes.length,
    });
    const put = await fetch(ticket.url, { method: 'PUT', headers: ticket.headers, body: new Uint8Array(bytes) });
    if (put.status !== 200) throw new Error(`Setup dataset upload: ${put.status}`);
    return { key: ticket.key as string };
  },
  // A model the sender registered from its file.
  model: (sender) =>
    must('POST', '/api-bigdata/models', sender.token, {
      name: `conf-${unique()}`,
      description: 'conformance setup',
      algorithmId: 'sys-kmeans',
      task: 'clustering',
      features: ['x', 'y'],
      model: JSON.stringify({ centroids: [[1, 2]] }),
    }),
  // A model a run of the sender's trained (its object and record where the pipeline writes them): its path.
  trainedModel: async (sender) => {
    const path = `runs/${tenant.enterpriseId}/${sender.id}/conf-project/conf-${unique()}/train/model.json`;
    await putStoredObjectText({
      kind: 'model',
      key: path,
      body: '{"centroids":[[1,2]]}',
      contentType: 'application/json',
    });
    await recordModel({
      key: path,
      algorithmId: 'sys-kmeans',
      task: 'clustering',
      features: ['x', 'y'],
      enterpriseId: tenant.enterpriseId,
      projectId: 'conf-project',
      createdBy: sender.id!,
      createdAt: Date.now(),
    });
    return { path };
  },
  graphFile: storedGraph,
  project: async (sender) => {
    const { location } = await storedGraph(sender);
    const saved = await must('POST', '/api-bigdata/projects', sender.token, {
      id: null,
      name: `conf-${unique()}`,
      location,
      modules: projectModules,
    });
    return { id: saved.id as string, location };
  },
  equipmentType: createdType,
  gateway: createdGateway,
  certificate: createdCertificate,
  approvedCertificate: async () => {
    const certificate = await createdCertificate();
    await must('POST', '/api-equipment/submitCertifyVerify', await signIn('auditor'), {
      verifyCategory: 'REGISTER',
      certifyStatus: { code: '2' },
      equipmentCertify: { id: certificate.id },
    });
    return certificate;
  },
};

/** One send of `call` (in the tree's turn when it changes the category tree). */
async function sendDocumented(call: DocumentedCall, probe: boolean) {
  return call.setup && treeSetups.has(call.setup) ? inTreeTurn(() => sendOnce(call, probe)) : sendOnce(call, probe);
}

/** One send of `call`: fresh sender and setup, templates filled, optionally with the unknown field and `_t`. */
async function sendOnce(call: DocumentedCall, probe: boolean) {
  const sender = await senderOf(call);
  const created = call.setup ? await setups[call.setup](sender) : undefined;
  const logo = call.logo ? await uploadedImage(sender.token) : undefined;
  const documents = await uploadedDocuments(call, sender.token);
  const values: TemplateValues = {
    ...perSendValues(),
    me: sender.id,
    username: sender.username,
    enterprise: tenant.enterpriseId,
    enterpriseName: tenant.name,
    adminRole: tenant.roles.admin.id,
    staffRole: tenant.roles.staff.id,
    staffUser: tenant.staff.id,
    messageCentreMenu,
    created,
    logo,
    documents,
  };
  const path = requestPath(call, values, probe ? { _t: String(Date.now()) } : {});
  if (call.multipart) {
    const parts = fill(call.multipart, values) as NonNullable<DocumentedCall['multipart']>;
    const { bytes, contentType } = await multipartBody(parts, probe);
    return { path, ...(await send(call.method, path, sender.token, bytes, { 'content-type': contentType })) };
  }
  const body = fill(call.body, values);
  return { path, ...(await send(call.method, path, sender.token, probe ? withUnknownField(body) : body)) };
}

const calls = documentedCalls();
const live = calls.filter((call) => !call.skip);

describe('the documented calls fixture', () => {
  it('makes well over 100 documented calls live, and says why of every other one', () => {
    expect(live.length).toBeGreaterThan(100);
    for (const call of calls.filter((c) => c.skip)) expect(call.skip!.length).toBeGreaterThan(10);
  });
});

describe.concurrent.each(
  live.map((call) => [`${call.method} ${call.path} (doc ${call.doc}, ${call.as ?? 'anonymous'})`, call] as const),
)('%s', (_, call) => {
  it(
    'is accepted as documented, answers the documented fields, and ignores unknown fields',
    async () => {
      const first = await sendDocumented(call, false);
      const shown = `${call.method} ${first.path} → ${first.status} ${JSON.stringify(first.answer)?.slice(0, 400)}`;
      const accepted = (first.status >= 200 && first.status < 300) || (call.refusals ?? []).includes(first.status);
      expect(accepted, shown).toBe(true);
      expect(missingFields(call, first.answer), shown).toEqual([]);
      const again = await sendDocumented(call, true);
      const shownAgain = `${call.method} ${again.path} → ${again.status} ${JSON.stringify(again.answer)?.slice(0, 400)}`;
      expect(Math.floor(again.status / 100), shownAgain).toBe(Math.floor(first.status / 100));
    },
    CALL_TIMEOUT_MS,
  );
});

describe('the answers', () => {
  it('never carry a storage key of the table (pk, sk, gsi…pk/sk, entity, expiresAt) as a JSON key', () => {
    // The stack's handlers guard every answer too (a leak anywhere in the suite fails the test that met it).
    expect(localEnv().GUARD_STORAGE_KEYS).toBe('1');
    expect(received.length).toBeGreaterThan(live.length);
    const leaks = received.flatMap(({ request, answer }) => storageKeysIn(answer).map((at) => `${request}: ${at}`));
    expect(leaks).toEqual([]);
  });
});
