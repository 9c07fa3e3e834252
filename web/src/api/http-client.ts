import {
  NEXT_CURSOR_HEADER,
  type Contract,
  type PathParameterNames,
  type RequestOf,
  type ResponseOf,
} from '@shared/contracts/contract.js';

/**
 * The console's HTTP client: JSON in and out, `Authorization: Bearer <access
 * token>` on every API call, failures as `ApiError` carrying the server's
 * error body `{status, error, message, fields?, requestId}`. A 401 is handed
 * to the session (expired-session flow) through `onUnauthorized`.
 */

export interface ApiErrorBody {
  status?: number;
  error?: string;
  message?: string;
  fields?: { field: string; message: string }[];
  requestId?: string;
}

/** A non-2xx response (status > 0) or a network failure (status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** True when the request never reached the server. */
  get isNetwork(): boolean {
    return this.status === 0;
  }
}

/** The message of any failure (an `Error`'s message, or the thrown value as text), for toasts and form errors. */
export function messageOf(failure: unknown): string {
  return failure instanceof Error ? failure.message : String(failure);
}

/** The server's 400/409 `fields` as `{ name: message }` (without the `body.` prefix); empty for other failures. */
export function fieldErrorsOf(failure: unknown): Record<string, string> {
  if (!(failure instanceof ApiError)) return {};
  return Object.fromEntries(
    (failure.body.fields ?? []).map((entry) => [entry.field.replace(/^body\./, ''), entry.message] as const),
  );
}

/** The HTTP status of a failed request (0 for a network failure or a non-HTTP error). */
export function statusOf(error: unknown): number {
  return error instanceof ApiError ? error.status : 0;
}

export type QueryValue = string | number | boolean | undefined | null;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Skip the bearer token (public calls). */
  anonymous?: boolean;
  /** Do not run the 401 hook (the session check handles its own 401). */
  silentUnauthorized?: boolean;
  signal?: AbortSignal;
}

interface ClientHooks {
  getAccessToken: () => Promise<string | undefined>;
  onUnauthorized: (error: ApiError) => void;
  /** The error's text in the user's language when the server's message is a known one (else undefined). */
  localise: (message: string | undefined) => string | undefined;
  baseUrl: string;
}

const hooks: ClientHooks = {
  getAccessToken: async () => undefined,
  onUnauthorized: () => undefined,
  localise: () => undefined,
  baseUrl: '',
};

/** Wires the client to the auth layer and the session; called once at start. */
export function configureHttpClient(next: Partial<ClientHooks>): void {
  Object.assign(hooks, next);
}

/** Builds `path?query`, leaving out undefined and null values. */
export function buildUrl(baseUrl: string, path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl.replace(/\/$/, '')}${path}${search ? `?${search}` : ''}`;
}

/**
 * The address of an API path on the configured API, for what the browser loads itself: a public image's `<img src>`
 * (no token goes with it, so only public routes).
 */
export const apiUrl = (path: string, query: Record<string, QueryValue> = {}): string =>
  buildUrl(hooks.baseUrl, path, query);

async function send(method: string, path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (!options.anonymous) {
    const token = await hooks.getAccessToken();
    if (token) headers.Authorization = `Bearer ${token}`;
  }
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(buildUrl(hooks.baseUrl, path, options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if ((cause as Error)?.name === 'AbortError') throw cause;
    throw new ApiError(0, {}, (cause as Error)?.message ?? 'Network error');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as ApiErrorBody;
    const error = new ApiError(
      response.status,
      body,
      hooks.localise(body.message) ?? body.message ?? response.statusText ?? `HTTP ${response.status}`,
    );
    if (response.status === 401 && !options.silentUnauthorized) hooks.onUnauthorized(error);
    throw error;
  }
  return response;
}

/** Sends a request and parses the JSON answer (undefined for an empty body); `call` is the typed way in. */
async function request<T = unknown>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(method, path, options);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The path parameters a contract's template names, as the caller fills them in. */
type PathValues<C extends Contract> = { readonly [K in PathParameterNames<C['path']>]: string | number };

/** The options of `call`: path values when the template has parameters, query and body as the contract takes them. */
export type CallOptions<C extends Contract> = Omit<RequestOptions, 'query' | 'body'> &
  ([PathParameterNames<C['path']>] extends [never] ? { params?: undefined } : { params: PathValues<C> }) &
  (RequestOf<C, 'query'> extends undefined
    ? { query?: undefined }
    : { query?: { readonly [K in keyof RequestOf<C, 'query'>]?: QueryValue } }) &
  (RequestOf<C, 'body'> extends undefined ? { body?: undefined } : { body: RequestOf<C, 'body'> });

type CallArguments<C extends Contract> =
  object extends CallOptions<C> ? [options?: CallOptions<C>] : [options: CallOptions<C>];

/** A contract's path with its `{parameters}` filled in, each encoded. */
export function pathOf(template: string, params: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

/**
 * Calls a route by its contract (`shared/contracts/`): the path, the parameters, the query and body fields and
 * the answer's type all come from it, checked at compile time. Answers are typed, not parsed (no zod in the
 * console; the server validates).
 */
export async function call<C extends Contract>(contract: C, ...[options]: CallArguments<C>): Promise<ResponseOf<C>> {
  const { params, ...rest } = (options ?? {}) as RequestOptions & { params?: Record<string, string | number> };
  return request<ResponseOf<C>>(contract.method, pathOf(contract.path, params), rest);
}

/** One page of a list whose answer is a bare array, and the cursor of the next page (none on the last). */
export interface CursorPage<T> {
  readonly items: T;
  readonly cursor?: string;
}

/**
 * Calls a route whose answer is one page of a list (`nextCursorHeader` on its contract): the answer's items, and
 * the cursor of the next page from `NEXT_CURSOR_HEADER`, to send back as the `cursor` query parameter.
 */
export async function callPage<C extends Contract>(
  contract: C,
  ...[options]: CallArguments<C>
): Promise<CursorPage<ResponseOf<C>>> {
  const { params, ...rest } = (options ?? {}) as RequestOptions & { params?: Record<string, string | number> };
  const response = await send(contract.method, pathOf(contract.path, params), rest);
  return {
    items: (await response.json()) as ResponseOf<C>,
    ...(response.headers.get(NEXT_CURSOR_HEADER) ? { cursor: response.headers.get(NEXT_CURSOR_HEADER)! } : {}),
  };
}

/** Sends a request and returns the body as a blob (images). */
export async function requestBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  const response = await send('GET', path, options);
  return response.blob();
}
