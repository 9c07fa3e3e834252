import { randomInt, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The documented calls of `test/fixtures/documented-calls.json` (written from the spec's call list, one entry per
 * documented call this API serves) and the small template language its entries use, so the conformance suite
 * sends exactly what the documents describe while ids that only exist at run time (the caller, the suite's own
 * tenant, a record a setup made) are filled in per send.
 */

/** One documented call as the fixture records it. */
export interface DocumentedCall {
  /** The spec document (000, 001, 002) and its section. */
  readonly doc: string;
  readonly section: string;
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path as documented, `{name}` parameters included (a trailing slash where the documents write one). */
  readonly path: string;
  /** Values of the path parameters, by the documented name (templates allowed). */
  readonly params?: Readonly<Record<string, string>>;
  /** The documented query parameters with an example each; an empty value is sent as `name=` (not given). */
  readonly query: Readonly<Record<string, string>>;
  /** The documented body with exactly the documented fields, or null. */
  readonly body: unknown;
  /** Top-level fields the documents name for the answer (of its first item when it is a list). */
  readonly responseFields: readonly string[];
  /** Fields the documents name for the items of a listed answer (plain list, `content` page or tree). */
  readonly itemFields?: readonly string[];
  /** The documents say the answer is a list: it must be a bare, non-empty list (not a page) whose items are read. */
  readonly list?: boolean;
  /** A demo user who may make the call (null: anonymous, a public call). */
  readonly as: string | null;
  /** Send as the suite tenant's user shaped like `as` (enterprise-scoped writes). */
  readonly tenant?: boolean;
  /** Send as a fresh user of the suite tenant, one per send (calls that sign out, deregister or rate-limit). */
  readonly fresh?: boolean;
  /** The body names a logo: an image is uploaded before each send (`{{logo}}`). */
  readonly logo?: boolean;
  /**
   * Documents the body names, by template name and file name: each is uploaded as the sender through the files
   * API before each send, and `{{documents.<name>}}` is the stored name the upload answered.
   */
  readonly documents?: Readonly<Record<string, string>>;
  /**
   * A documented `multipart/form-data` body instead of JSON, by part name: a file part (its name, media type and
   * text) or a plain field (templates allowed in both).
   */
  readonly multipart?: Readonly<Record<string, MultipartFile | string>>;
  /** The name of the setup run before each send; its result is `created` in templates. */
  readonly setup?: string;
  /** Statuses besides 2xx that are the documented business refusal of this exact request. */
  readonly refusals?: readonly number[];
  /** Why the call is not made (heavy setup or shared state); never for a call that merely fails today. */
  readonly skip?: string;
  readonly notes: string;
}

/** A file part of a documented multipart body. */
export interface MultipartFile {
  readonly fileName: string;
  readonly contentType: string;
  readonly text: string;
}

/**
 * A multipart body as a browser's `FormData` sends it: its bytes and its `content-type` (with the boundary). The
 * unknown part, when asked, is one more plain field.
 */
export async function multipartBody(
  parts: Readonly<Record<string, MultipartFile | string>>,
  probe: boolean,
): Promise<{ bytes: Uint8Array; contentType: string }> {
  const form = new FormData();
  for (const [name, part] of Object.entries(parts)) {
    if (typeof part === 'string') form.append(name, part);
    else form.append(name, new Blob([part.text], { type: part.contentType }), part.fileName);
  }
  if (probe) form.append('conformanceProbe', '1');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { bytes: new Uint8Array(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

/** Every documented call of the fixture. */
export function documentedCalls(): DocumentedCall[] {
  const file = fileURLToPath(new URL('../../fixtures/documented-calls.json', import.meta.url));
  return JSON.parse(readFileSync(file, 'utf8')) as DocumentedCall[];
}

/** The values templates name: `{{me}}`, `{{enterprise}}`, `{{created.id}}`, … */
export type TemplateValues = Readonly<Record<string, unknown>>;

/** A value at a dotted path of `values` (`created.id`). */
function lookup(values: TemplateValues, name: string): unknown {
  const value = name
    .split('.')
    .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], values);
  if (value === undefined) throw new Error(`Template value {{${name}}} is not defined`);
  return value;
}

/**
 * Fills the templates of a fixture value: a string that is one whole `{{name}}` becomes the value itself (an
 * object for `{{created.body}}`), other strings interpolate; arrays and objects are filled recursively.
 */
export function fill(value: unknown, values: TemplateValues): unknown {
  if (typeof value === 'string') {
    const whole = /^\{\{([\w.]+)\}\}$/.exec(value);
    if (whole) return lookup(values, whole[1]);
    return value.replace(/\{\{([\w.]+)\}\}/g, (_, name: string) => String(lookup(values, name)));
  }
  if (Array.isArray(value)) return value.map((item) => fill(item, values));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item, values)]));
  }
  return value;
}

/** The values that change with every send: a unique suffix, a phone nobody holds, a version counter. */
let sends = 0;
export function perSendValues(): TemplateValues {
  sends += 1;
  return {
    unique: randomUUID().slice(0, 8),
    // The seed's phones are 138…/139… and tenant users' 136…: 135… is nobody's.
    phone: `135${String(randomInt(0, 100_000_000)).padStart(8, '0')}`,
    seq: sends,
  };
}

/** The request path with its parameters filled and the query appended (values URL-encoded, empty ones kept). */
export function requestPath(call: DocumentedCall, values: TemplateValues, extraQuery: Record<string, string> = {}) {
  const path = call.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = call.params?.[name];
    if (value === undefined) throw new Error(`No value for the path parameter {${name}} of ${call.path}`);
    return encodeURIComponent(String(fill(value, values)));
  });
  const query = { ...(fill(call.query, values) as Record<string, string>), ...extraQuery };
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The body with one unknown field added to every object it holds at the top (an object, or the objects of a
 * list); a list of ids or no body stays as it is (there is no object to add a field to).
 */
export function withUnknownField(body: unknown): unknown {
  const probe = { conformanceProbe: 1 };
  if (Array.isArray(body)) return body.map((item) => (item && typeof item === 'object' ? { ...item, ...probe } : item));
  if (body && typeof body === 'object') return { ...body, ...probe };
  return body;
}

/**
 * The documented fields missing from an answer: top-level ones, and those of its first listed item (and, for a
 * call documented as a list, whether the answer is one).
 */
export function missingFields(call: DocumentedCall, answer: unknown): string[] {
  const missing: string[] = [];
  const first = (list: unknown) => (Array.isArray(list) ? (list[0] as unknown) : undefined);
  const top = Array.isArray(answer) ? first(answer) : answer;
  if (call.responseFields.length > 0 && top !== undefined) {
    const keys = top && typeof top === 'object' ? Object.keys(top) : [];
    missing.push(...call.responseFields.filter((field) => !keys.includes(field)));
  }
  if (call.list) {
    if (!Array.isArray(answer)) missing.push('(not a bare list, as the documents say)');
    else if (answer.length === 0) missing.push('(an empty list: the items cannot be read)');
  }
  if (call.itemFields?.length) {
    const list = Array.isArray(answer) ? answer : (answer as { content?: unknown } | undefined)?.content;
    const item = first(list);
    if (!Array.isArray(list)) {
      missing.push('(not a list: the items cannot be read)');
    } else if (item !== undefined) {
      const keys = item && typeof item === 'object' ? Object.keys(item) : [];
      missing.push(...call.itemFields.filter((field) => !keys.includes(field)).map((field) => `item.${field}`));
    }
  }
  return missing;
}
