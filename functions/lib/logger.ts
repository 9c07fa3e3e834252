import type { Context } from 'aws-lambda';

/** Record levels in rising order; `SILENT` drops every record. */
const LEVELS = { DEBUG: 10, INFO: 20, WARN: 30, ERROR: 40, SILENT: 100 } as const;

/** A level a record can have. */
export type LogLevel = Exclude<keyof typeof LEVELS, 'SILENT'>;

const isLevel = (value: string | undefined): value is keyof typeof LEVELS =>
  value !== undefined && Object.hasOwn(LEVELS, value);

/** An error as a log record carries it: name, message, stack and the AWS SDK's fault fields. */
function errorFields(error: Error): Record<string, unknown> {
  const extra = error as Error & { code?: unknown; $fault?: unknown; cause?: unknown };
  return {
    name: error.name,
    message: error.message,
    stack: error.stack,
    ...(extra.code !== undefined ? { code: extra.code } : {}),
    ...(extra.$fault !== undefined ? { fault: extra.$fault } : {}),
    ...(extra.cause instanceof Error ? { cause: errorFields(extra.cause) } : {}),
  };
}

/** JSON that keeps errors readable, prints bigints and skips repeated references instead of throwing. */
function serialise(record: Record<string, unknown>): string {
  const seen = new WeakSet<object>();
  return JSON.stringify(record, (_key, value: unknown) => {
    if (value instanceof Error) return errorFields(value);
    if (typeof value === 'bigint') return value.toString();
    if (typeof value === 'object' && value !== null) {
      if (seen.has(value)) return '[Circular]';
      seen.add(value);
    }
    return value;
  });
}

/**
 * One JSON line per record (level, message, timestamp, service, the invocation's function and request id, then
 * the record's attributes), which CloudWatch Logs Insights queries by field. Our own rather than a logging
 * library: the functions need three methods and the invocation context, and a library's 24 KB (and its cold
 * start) would be paid by every function.
 */
export class StructuredLogger {
  readonly #service: string;
  readonly #threshold: number;
  #invocation: Record<string, unknown> = {};
  #coldStart = true;

  /**
   * @param service the `service` field of every record
   * @param level the lowest level written (`DEBUG`, `INFO`, `WARN`, `ERROR` or `SILENT`); an unknown one means INFO
   * @param write where a finished line goes (the console, which Lambda sends to CloudWatch Logs)
   */
  constructor(
    service: string,
    level: string | undefined,
    private readonly write: (level: LogLevel, line: string) => void = writeToConsole,
  ) {
    this.#service = service;
    const upper = level?.toUpperCase();
    this.#threshold = isLevel(upper) ? LEVELS[upper] : LEVELS.INFO;
  }

  /** Stamps the records of this invocation with the function's name, its request id and whether it is a cold start. */
  addContext(context: Pick<Context, 'functionName' | 'awsRequestId'>): void {
    this.#invocation = {
      cold_start: this.#coldStart,
      function_name: context.functionName,
      function_request_id: context.awsRequestId,
    };
    this.#coldStart = false;
  }

  debug(message: string, attributes: Record<string, unknown> = {}): void {
    this.#log('DEBUG', message, attributes);
  }

  info(message: string, attributes: Record<string, unknown> = {}): void {
    this.#log('INFO', message, attributes);
  }

  warn(message: string, attributes: Record<string, unknown> = {}): void {
    this.#log('WARN', message, attributes);
  }

  error(message: string, attributes: Record<string, unknown> = {}): void {
    this.#log('ERROR', message, attributes);
  }

  #log(level: LogLevel, message: string, attributes: Record<string, unknown>): void {
    if (LEVELS[level] < this.#threshold) return;
    const trace = process.env._X_AMZN_TRACE_ID;
    this.write(
      level,
      serialise({
        level,
        message,
        timestamp: new Date().toISOString(),
        service: this.#service,
        ...this.#invocation,
        ...(trace ? { xray_trace_id: trace.split(';')[0].replace('Root=', '') } : {}),
        ...attributes,
      }),
    );
  }
}

function writeToConsole(level: LogLevel, line: string): void {
  if (level === 'ERROR') console.error(line);
  else if (level === 'WARN') console.warn(line);
  else console.log(line);
}

/** One structured logger per function: `SERVICE_NAME` names it, `LOG_LEVEL` sets its lowest level. */
export const logger = new StructuredLogger(process.env.SERVICE_NAME ?? 'sia', process.env.LOG_LEVEL);

/** Middy middleware stamping the invocation's records with its context (see `StructuredLogger.addContext`). */
export const logInvocation = (target: StructuredLogger = logger) => ({
  before: (request: { context: Context }) => {
    target.addContext(request.context);
  },
});
