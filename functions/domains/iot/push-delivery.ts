import { createHmac, randomUUID } from 'node:crypto';
import { PUSH_DELIVERY, PUSH_SIGNATURE_HEADER, PUSH_TIMESTAMP_HEADER } from '../../../shared/schemas/iot.js';
import { logger } from '../../lib/logger.js';
import { putPushDelivery, type PushDeliveryRecord } from './data/push-delivery-log.js';
import type { PushRuleRecord } from './data/push-rule.js';
import { RefusedTargetError, connectPushTarget } from './push-target.js';

/** What a target receives: the reading message of one gateway, as JSON. */
export interface PushPayload {
  readonly event: 'readings';
  readonly deliveryId: string;
  readonly ruleId: string;
  readonly enterpriseId: string;
  /** The gateway's GUID and hardware id. */
  readonly equipmentId: string;
  readonly hardwareId: string;
  readonly equipmentType?: { readonly id: string; readonly name: string };
  readonly nodes: readonly { name: string; value: unknown; timestamp: number; quality: string }[];
  /** The platform's receive time, epoch ms. */
  readonly receiveTime: number;
  readonly test?: true;
}

/** How one attempt ended. */
interface AttemptResult {
  readonly ok: boolean;
  readonly statusCode?: number;
  readonly error?: string;
  /** Worth another attempt: no answer, 408, 429 or 5xx (never a refused target). */
  readonly retry: boolean;
}

/** `sha256=<hex>` of `{timestamp}.{body}` under the rule's secret (what receivers recompute). */
export function pushSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/**
 * POSTs `body` to the target through the stage's connector (so only to an address it checked) and answers the
 * status code once the answer's body has been read (which frees the connection for the next delivery).
 */
function post(url: string, headers: Record<string, string>, body: string, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = connectPushTarget(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        response.on('error', reject);
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.resume();
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** How a failed attempt reads in the log: the timeout, the refusal, or the connection error's code (no addresses). */
function failureText(error: unknown, timeoutMs: number): string {
  if (error instanceof RefusedTargetError) return error.message;
  if ((error as Error).name === 'AbortError') return `No answer within ${timeoutMs} ms`;
  const code = (error as NodeJS.ErrnoException).code;
  return code ? `Could not connect (${code})` : (error as Error).message;
}

async function attempt(rule: PushRuleRecord, body: string, timeoutMs: number): Promise<AttemptResult> {
  const timestamp = String(Date.now());
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'user-agent': 'sia-data-push/1',
    [PUSH_TIMESTAMP_HEADER]: timestamp,
    ...(rule.secret ? { [PUSH_SIGNATURE_HEADER]: pushSignature(rule.secret, timestamp, body) } : {}),
  };
  try {
    const code = await post(rule.url, headers, body, timeoutMs);
    return { ok: code >= 200 && code < 300, statusCode: code, retry: code === 408 || code === 429 || code >= 500 };
  } catch (error) {
    return { ok: false, error: failureText(error, timeoutMs), retry: !(error instanceof RefusedTargetError) };
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * POSTs `payload` to the rule's target: up to `attempts` tries, each bounded by `timeoutMs`, with the backoff of
 * `PUSH_DELIVERY` before each retry; a 2xx ends it, a 4xx other than 408/429 is final. Records the outcome in the
 * rule's delivery log (a failure to record is logged, never thrown) and answers it.
 */
export async function deliver(
  rule: PushRuleRecord,
  payload: Omit<PushPayload, 'deliveryId' | 'ruleId' | 'enterpriseId'>,
  options: { attempts?: number; timeoutMs?: number } = {},
): Promise<PushDeliveryRecord> {
  const attempts = options.attempts ?? PUSH_DELIVERY.attempts;
  const timeoutMs = options.timeoutMs ?? PUSH_DELIVERY.timeoutMs;
  const deliveryId = randomUUID();
  const body = JSON.stringify({ ...payload, deliveryId, ruleId: rule.id, enterpriseId: rule.enterpriseId });
  const started = Date.now();
  let result: AttemptResult = { ok: false, retry: true };
  let made = 0;
  while (made < attempts) {
    if (made > 0) await pause(PUSH_DELIVERY.backoffMs[made - 1] ?? PUSH_DELIVERY.backoffMs.at(-1)!);
    result = await attempt(rule, body, timeoutMs);
    made++;
    if (result.ok || !result.retry) break;
  }
  const entry: PushDeliveryRecord = {
    id: deliveryId,
    ruleId: rule.id,
    enterpriseId: rule.enterpriseId,
    at: new Date(started).toISOString(),
    equipmentId: payload.equipmentId,
    outcome: result.ok ? 'delivered' : 'failed',
    ...(result.statusCode === undefined ? {} : { statusCode: result.statusCode }),
    ...(result.error === undefined ? {} : { error: result.error.slice(0, 300) }),
    attempts: made,
    latencyMs: Date.now() - started,
    ...(payload.test ? { test: true } : {}),
  };
  await putPushDelivery(entry).catch((error: unknown) =>
    logger.error('Could not record a push delivery', { ruleId: rule.id, error }),
  );
  return entry;
}
