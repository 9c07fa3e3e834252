import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyResultPath, applyTemplate, hasPath, readPath, StatesError } from './json-path.js';

/**
 * The most items a Map runs at once locally (a Distributed Map in AWS runs up to its MaxConcurrency of child
 * executions): the local stack shares two cores with everything else.
 */
const LOCAL_MAP_CONCURRENCY = 4;

/** A local stand-in for a Lambda function a state machine invokes. */
export type TaskBinding = (payload: unknown) => Promise<unknown>;

export type ExecutionStatus = 'RUNNING' | 'SUCCEEDED' | 'FAILED' | 'TIMED_OUT';

/** What DescribeExecution reports; input and output are JSON strings like the real API. */
export interface ExecutionRecord {
  executionArn: string;
  stateMachineArn: string;
  name: string;
  status: ExecutionStatus;
  input: string;
  output?: string;
  error?: string;
  cause?: string;
  startDate: string;
  stopDate?: string;
}

type Json = Record<string, unknown>;
interface StateMachine {
  StartAt: string;
  States: Record<string, Json>;
  TimeoutSeconds?: number;
}
interface Retrier {
  ErrorEquals: string[];
  IntervalSeconds?: number;
  MaxAttempts?: number;
  BackoffRate?: number;
  MaxDelaySeconds?: number;
}
interface Catcher {
  ErrorEquals: string[];
  ResultPath?: string | null;
  Next: string;
}

/** The callback pattern of a Lambda task: invoke, then wait for SendTaskSuccess or SendTaskFailure with the token. */
const LAMBDA_INVOKE = 'arn:aws:states:::lambda:invoke';
const WAIT_FOR_TASK_TOKEN = '.waitForTaskToken';

/** A task waiting for its token (`.waitForTaskToken`): how to end it, and its heartbeat timer. */
interface PendingTask {
  readonly succeed: (output: unknown) => void;
  readonly fail: (error: StatesError) => void;
  readonly heartbeat: () => void;
}

/** Replaces `${Name}` placeholders like CloudFormation's `definitionSubstitutions`. */
export function substituteDefinition<T>(definition: T, substitutions: Record<string, string>): T {
  const text = JSON.stringify(definition).replace(
    /\$\{(\w+)\}/g,
    (whole, name: string) => substitutions[name] ?? whole,
  );
  const unresolved = /\$\{(\w+)\}/.exec(text);
  if (unresolved) throw new Error(`No substitution for \${${unresolved[1]}} in the state machine definition`);
  return JSON.parse(text) as T;
}

/** True when a retrier's or catcher's ErrorEquals covers `error` (States.ALL, States.TaskFailed, exact names). */
export function errorMatches(errorEquals: readonly string[], error: string): boolean {
  return errorEquals.some(
    (name) => name === 'States.ALL' || name === error || (name === 'States.TaskFailed' && error !== 'States.Timeout'),
  );
}

function toStatesError(error: unknown): StatesError {
  if (error instanceof StatesError) return error;
  const e = error instanceof Error ? error : new Error(String(error));
  const errorType = e.name && e.name !== 'Error' ? e.name : 'Error';
  return new StatesError(
    errorType,
    JSON.stringify({
      errorMessage: e.message,
      errorType,
      stackTrace: (e.stack ?? '')
        .split('\n')
        .slice(1)
        .map((l) => l.trim()),
    }),
  );
}

/**
 * A local executor of Amazon States Language: Task (lambda:invoke, its callback pattern `.waitForTaskToken` and
 * direct function ARNs, bound to local handlers), Map (inline, one item at a time, stopping at the first failure),
 * Parallel, Pass, Choice, Wait, Succeed and Fail, with InputPath / Parameters / ResultSelector / ResultPath /
 * OutputPath, Retry with backoff, Catch, TimeoutSeconds(Path) and HeartbeatSeconds(Path). Executions are kept in
 * memory and written to `executionsDir` as JSON; task tokens only in memory.
 */
export class AslRunner {
  private readonly executions = new Map<string, ExecutionRecord>();
  private readonly running = new Map<string, Promise<ExecutionRecord>>();
  /** Tasks waiting for their token, and the tokens of tasks that ended (a late answer is TaskTimedOut). */
  private readonly pendingTasks = new Map<string, PendingTask>();
  private readonly endedTokens = new Set<string>();

  constructor(
    private readonly options: {
      stateMachineArn: string;
      definition: Json;
      /** Function ARN (or name) → local handler. */
      bindings: Record<string, TaskBinding>;
      executionsDir?: string;
      /** Multiplies every wait and retry interval (tests use a small factor). */
      timeScale?: number;
      /**
       * Multiplies the Retry intervals only, on top of `timeScale`: a test stack's backoffs (an app still booting, a
       * health check answering wrong) need not last seconds, while its timeouts keep their length for a busy machine.
       */
      retryScale?: number;
      log?: (message: string) => void;
      /** Told of each execution started (the local metrics count them). */
      onStart?: (stateMachineArn: string) => void;
    },
  ) {
    if (options.executionsDir) {
      mkdirSync(options.executionsDir, { recursive: true });
      for (const file of readdirSync(options.executionsDir).filter((f) => f.endsWith('.json'))) {
        const record = JSON.parse(readFileSync(join(options.executionsDir, file), 'utf8')) as ExecutionRecord;
        if (record.stateMachineArn !== options.stateMachineArn) continue;
        // An execution cut short by a restart did not finish; say so instead of leaving it RUNNING forever.
        if (record.status === 'RUNNING')
          Object.assign(record, {
            status: 'FAILED',
            error: 'States.Runtime',
            cause: 'The local stack stopped during this execution',
            stopDate: record.startDate,
          });
        this.executions.set(record.executionArn, record);
      }
    }
  }

  get stateMachineArn(): string {
    return this.options.stateMachineArn;
  }

  /** StartExecution: records the execution as RUNNING and runs it in the background. */
  start(input: unknown, name: string = randomUUID()): ExecutionRecord {
    const machineName = this.options.stateMachineArn.split(':').pop();
    const executionArn = this.options.stateMachineArn
      .replace(':stateMachine:', ':execution:')
      .replace(/:[^:]+$/, `:${machineName}:${name}`);
    if (this.executions.has(executionArn))
      throw new StatesError('ExecutionAlreadyExists', `Execution already exists: '${executionArn}'`);
    const record: ExecutionRecord = {
      executionArn,
      stateMachineArn: this.options.stateMachineArn,
      name,
      status: 'RUNNING',
      input: JSON.stringify(input ?? {}),
      startDate: new Date().toISOString(),
    };
    this.executions.set(executionArn, record);
    this.persist(record);
    this.options.onStart?.(this.options.stateMachineArn);
    const done = this.execute(record, input ?? {});
    this.running.set(executionArn, done);
    done.finally(() => this.running.delete(executionArn)).catch(() => undefined);
    return { ...record };
  }

  /** DescribeExecution. */
  describe(executionArn: string): ExecutionRecord | undefined {
    const record = this.executions.get(executionArn);
    return record ? { ...record } : undefined;
  }

  /** Resolves when the execution has finished. */
  async wait(executionArn: string): Promise<ExecutionRecord> {
    await this.running.get(executionArn);
    const record = this.describe(executionArn);
    if (!record) throw new Error(`Unknown execution ${executionArn}`);
    return record;
  }

  /** Starts an execution and waits for its end. */
  run(input: unknown, name?: string): Promise<ExecutionRecord> {
    return this.wait(this.start(input, name).executionArn);
  }

  /** Waits for every running execution (used on shutdown). */
  async drain(): Promise<void> {
    await Promise.allSettled([...this.running.values()]);
  }

  /** Whether a token is one of this runner's tasks, waiting or ended (the shim routes the callbacks by it). */
  knowsToken(taskToken: string): boolean {
    return this.pendingTasks.has(taskToken) || this.endedTokens.has(taskToken);
  }

  /**
   * SendTaskSuccess: the waiting task ends with `output` (a JSON text) as its result. Throws like the service:
   * `InvalidOutput` for text that is not JSON, `TaskTimedOut` for a task that ended (timed out or answered),
   * `InvalidToken` for a token this runner never gave out.
   */
  sendTaskSuccess(taskToken: string, output: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(output);
    } catch {
      throw new StatesError('InvalidOutput', 'The output is not JSON');
    }
    this.pendingTask(taskToken).succeed(parsed);
  }

  /** SendTaskFailure: the waiting task fails with `error` and `cause`, as a failed Lambda would. */
  sendTaskFailure(taskToken: string, error?: string, cause?: string): void {
    this.pendingTask(taskToken).fail(new StatesError(error ?? 'States.TaskFailed', cause ?? ''));
  }

  /** SendTaskHeartbeat: the waiting task's HeartbeatSeconds start again. */
  sendTaskHeartbeat(taskToken: string): void {
    this.pendingTask(taskToken).heartbeat();
  }

  private pendingTask(taskToken: string): PendingTask {
    const pending = this.pendingTasks.get(taskToken);
    if (pending) return pending;
    if (this.endedTokens.has(taskToken)) throw new StatesError('TaskTimedOut', 'Task Timed Out');
    throw new StatesError('InvalidToken', 'Invalid Token');
  }

  private async execute(record: ExecutionRecord, input: unknown): Promise<ExecutionRecord> {
    const machine = this.options.definition as unknown as StateMachine;
    const context = {
      Execution: {
        Id: record.executionArn,
        Input: input,
        Name: record.name,
        StartTime: record.startDate,
        RoleArn: 'arn:aws:iam::000000000000:role/local',
      },
      StateMachine: { Id: this.options.stateMachineArn, Name: this.options.stateMachineArn.split(':').pop() },
    };
    try {
      const output = await this.withTimeout(machine.TimeoutSeconds, () => this.runMachine(machine, input, context));
      Object.assign(record, { status: 'SUCCEEDED', output: JSON.stringify(output ?? null) });
    } catch (error) {
      const e = toStatesError(error);
      Object.assign(record, {
        status: e.error === 'States.Timeout' && machine.TimeoutSeconds ? 'TIMED_OUT' : 'FAILED',
        error: e.error,
        cause: e.cause,
      });
      this.options.log?.(`Step Functions: ${record.name} ${record.status}: ${e.error} ${e.cause}`);
    }
    record.stopDate = new Date().toISOString();
    this.persist(record);
    return record;
  }

  private persist(record: ExecutionRecord): void {
    if (!this.options.executionsDir) return;
    writeFileSync(
      join(this.options.executionsDir, `${record.name.replace(/[^\w.-]/g, '_')}.json`),
      JSON.stringify(record, null, 2),
    );
  }

  private sleep(seconds: number): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, seconds * 1000 * (this.options.timeScale ?? 1)));
  }

  private async withTimeout<T>(seconds: number | undefined, run: () => Promise<T>): Promise<T> {
    if (!seconds) return run();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new StatesError('States.Timeout', `Timed out after ${seconds} seconds`)),
        seconds * 1000 * (this.options.timeScale ?? 1),
      );
    });
    try {
      return await Promise.race([run(), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async runMachine(machine: StateMachine, input: unknown, context: Json): Promise<unknown> {
    let stateName = machine.StartAt;
    let data = input;
    for (;;) {
      const state = machine.States[stateName];
      if (!state) throw new StatesError('States.Runtime', `State "${stateName}" is not defined`);
      const stateContext = {
        ...context,
        State: { Name: stateName, EnteredTime: new Date().toISOString(), RetryCount: 0 },
      };
      const { output, next } = await this.runState(state, data, stateContext);
      if (next === undefined) return output;
      stateName = next;
      data = output;
    }
  }

  private async runState(state: Json, input: unknown, context: Json): Promise<{ output: unknown; next?: string }> {
    const type = state.Type as string;
    const effective =
      state.InputPath === null ? {} : state.InputPath ? readPath(state.InputPath as string, input, context) : input;
    const finish = (result: unknown) => {
      const merged = applyResultPath(input, result, state.ResultPath as string | null | undefined);
      const output =
        state.OutputPath === null
          ? {}
          : state.OutputPath
            ? readPath(state.OutputPath as string, merged, context)
            : merged;
      return { output, next: state.End ? undefined : (state.Next as string) };
    };
    switch (type) {
      case 'Pass':
        return finish(
          state.Result !== undefined
            ? state.Result
            : state.Parameters
              ? applyTemplate(state.Parameters, effective, context)
              : effective,
        );
      case 'Succeed':
        return {
          output:
            state.OutputPath === null
              ? {}
              : state.OutputPath
                ? readPath(state.OutputPath as string, effective, context)
                : effective,
        };
      case 'Fail':
        throw new StatesError((state.Error as string) ?? 'States.Fail', (state.Cause as string) ?? '');
      case 'Choice': {
        const choice = (state.Choices as Json[]).find((rule) => this.evaluateChoice(rule, effective, context));
        const next = (choice?.Next as string | undefined) ?? (state.Default as string | undefined);
        if (!next) throw new StatesError('States.NoChoiceMatched', 'No Choice rule matched and there is no Default');
        const output =
          state.OutputPath === null
            ? {}
            : state.OutputPath
              ? readPath(state.OutputPath as string, effective, context)
              : effective;
        return { output, next };
      }
      case 'Wait': {
        const seconds =
          state.Seconds !== undefined
            ? Number(state.Seconds)
            : state.SecondsPath
              ? Number(readPath(state.SecondsPath as string, effective, context))
              : 0;
        await this.sleep(seconds);
        return { output: effective, next: state.End ? undefined : (state.Next as string) };
      }
      case 'Task':
      case 'Map':
      case 'Parallel':
        try {
          const raw = await this.withRetry(state, context, () =>
            type === 'Task'
              ? this.runTask(state, effective, context)
              : type === 'Map'
                ? this.runMap(state, effective, context)
                : this.runParallel(state, effective, context),
          );
          const result = state.ResultSelector ? applyTemplate(state.ResultSelector, raw, context) : raw;
          return finish(result);
        } catch (error) {
          const e = toStatesError(error);
          const catcher = ((state.Catch as Catcher[] | undefined) ?? []).find((c) =>
            errorMatches(c.ErrorEquals, e.error),
          );
          if (!catcher) throw e;
          return {
            output: applyResultPath(input, { Error: e.error, Cause: e.cause }, catcher.ResultPath),
            next: catcher.Next,
          };
        }
      default:
        throw new StatesError('States.Runtime', `State type ${type} is not supported by the local runner`);
    }
  }

  private async withRetry(state: Json, context: Json, run: () => Promise<unknown>): Promise<unknown> {
    const retriers = (state.Retry as Retrier[] | undefined) ?? [];
    const attempts = new Map<Retrier, number>();
    for (;;) {
      try {
        return await run();
      } catch (error) {
        const e = toStatesError(error);
        const retrier = retriers.find((r) => errorMatches(r.ErrorEquals, e.error));
        const used = retrier ? (attempts.get(retrier) ?? 0) : 0;
        if (!retrier || used >= (retrier.MaxAttempts ?? 3)) throw e;
        attempts.set(retrier, used + 1);
        (context.State as Json).RetryCount = used + 1;
        const delay = (retrier.IntervalSeconds ?? 1) * (retrier.BackoffRate ?? 2) ** used;
        const capped = retrier.MaxDelaySeconds ? Math.min(delay, retrier.MaxDelaySeconds) : delay;
        await this.sleep(capped * (this.options.retryScale ?? 1));
      }
    }
  }

  private binding(functionName: string): TaskBinding {
    const bound =
      this.options.bindings[functionName] ??
      Object.entries(this.options.bindings).find(([arn]) => arn.split(':')[6] === functionName.split(':').pop())?.[1];
    if (!bound) throw new StatesError('Lambda.ResourceNotFoundException', `Function not found: ${functionName}`);
    return bound;
  }

  /** A state's seconds, given inline (`TimeoutSeconds`) or read from its input (`TimeoutSecondsPath`). */
  private secondsOf(state: Json, name: 'TimeoutSeconds' | 'HeartbeatSeconds', effective: unknown, context: Json) {
    const path = state[`${name}Path`] as string | undefined;
    const seconds = path ? readPath(path, effective, context) : state[name];
    if (seconds === undefined) return undefined;
    if (typeof seconds !== 'number' || !Number.isInteger(seconds) || seconds < 1)
      throw new StatesError('States.Runtime', `${name} must be a positive integer, not ${JSON.stringify(seconds)}`);
    return seconds;
  }

  private async runTask(state: Json, effective: unknown, context: Json): Promise<unknown> {
    const resource = state.Resource as string;
    const timeout = this.secondsOf(state, 'TimeoutSeconds', effective, context);
    if (resource === `${LAMBDA_INVOKE}${WAIT_FOR_TASK_TOKEN}`)
      return this.runCallbackTask(state, effective, context, timeout);
    const parameters = state.Parameters ? applyTemplate(state.Parameters, effective, context) : effective;
    const invoke = async (): Promise<unknown> => {
      if (resource === LAMBDA_INVOKE) {
        const payload = await this.invokeLambda(parameters, effective);
        return {
          ExecutedVersion: '$LATEST',
          Payload: payload,
          StatusCode: 200,
          SdkHttpMetadata: { HttpStatusCode: 200 },
        };
      }
      if (resource.startsWith('arn:aws:lambda:')) return this.binding(resource)(parameters);
      throw new StatesError('States.Runtime', `Task resource ${resource} is not supported by the local runner`);
    };
    return this.withTimeout(timeout, invoke);
  }

  /** lambda:invoke's Parameters: the bound function of `FunctionName` with `Payload` (else the state input). */
  private invokeLambda(parameters: unknown, effective: unknown): Promise<unknown> {
    const params = parameters as { FunctionName?: string; Payload?: unknown };
    if (!params?.FunctionName) throw new StatesError('States.Runtime', 'lambda:invoke needs Parameters.FunctionName');
    return this.binding(params.FunctionName)('Payload' in params ? params.Payload : effective);
  }

  /**
   * `lambda:invoke.waitForTaskToken`: a token is put in the context (`$$.Task.Token`), the function is invoked with
   * the Parameters (its failure fails the task; its answer is not the result), and the task waits for
   * SendTaskSuccess (its output is the result) or SendTaskFailure with that token, its TimeoutSeconds
   * (`States.Timeout`) or its HeartbeatSeconds without a heartbeat (`States.HeartbeatTimeout`). Every attempt (a
   * Retry) gets a new token; a token whose task ended answers TaskTimedOut.
   */
  private async runCallbackTask(
    state: Json,
    effective: unknown,
    context: Json,
    timeout: number | undefined,
  ): Promise<unknown> {
    const taskToken = randomBytes(48).toString('base64url');
    const taskContext = { ...context, Task: { Token: taskToken } };
    const heartbeatSeconds = this.secondsOf(state, 'HeartbeatSeconds', effective, taskContext);
    let heartbeatTimer: NodeJS.Timeout | undefined;
    const answered = new Promise<unknown>((resolve, reject) => {
      const armHeartbeat = () => {
        if (!heartbeatSeconds) return;
        clearTimeout(heartbeatTimer);
        heartbeatTimer = setTimeout(
          () => reject(new StatesError('States.HeartbeatTimeout', `No heartbeat for ${heartbeatSeconds} seconds`)),
          heartbeatSeconds * 1000 * (this.options.timeScale ?? 1),
        );
      };
      this.pendingTasks.set(taskToken, { succeed: resolve, fail: reject, heartbeat: armHeartbeat });
      armHeartbeat();
    });
    // Ended another way (the function failed, the timeout), the task's answer has nobody waiting for it.
    answered.catch(() => undefined);
    try {
      return await this.withTimeout(timeout, async () => {
        const parameters = state.Parameters ? applyTemplate(state.Parameters, effective, taskContext) : effective;
        await this.invokeLambda(parameters, effective);
        return answered;
      });
    } finally {
      clearTimeout(heartbeatTimer);
      this.pendingTasks.delete(taskToken);
      this.endedTokens.add(taskToken);
    }
  }

  private async runMap(state: Json, effective: unknown, context: Json): Promise<unknown[]> {
    const items = state.ItemsPath ? readPath(state.ItemsPath as string, effective, context) : effective;
    if (!Array.isArray(items))
      throw new StatesError('States.Runtime', `Map ItemsPath ${String(state.ItemsPath ?? '$')} is not an array`);
    const processor = (state.ItemProcessor ?? state.Iterator) as StateMachine;
    const selector = state.ItemSelector ?? state.Parameters;
    const runItem = (index: number) => {
      const itemContext = { ...context, Map: { Item: { Index: index, Value: items[index] } } };
      const itemInput = selector ? applyTemplate(selector, effective, itemContext) : items[index];
      return this.runMachine(processor, itemInput, itemContext);
    };
    const results: unknown[] = new Array(items.length);
    // MaxConcurrency 1 (the chain runner's chain): one item at a time, and a failure stops the remaining items.
    // Otherwise (a Distributed Map's sweep) at most LOCAL_MAP_CONCURRENCY at once, results in item order; the
    // first failure fails the Map once the items running settle, and no new item starts.
    const limit =
      state.MaxConcurrency === 1 ? 1 : Math.min(Number(state.MaxConcurrency) || Infinity, LOCAL_MAP_CONCURRENCY);
    let next = 0;
    let failure: unknown;
    const worker = async () => {
      while (next < items.length && failure === undefined) {
        const index = next++;
        try {
          results[index] = await runItem(index);
        } catch (error) {
          failure ??= error;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
    if (failure !== undefined) throw failure;
    return results;
  }

  private async runParallel(state: Json, effective: unknown, context: Json): Promise<unknown[]> {
    const parameters = state.Parameters ? applyTemplate(state.Parameters, effective, context) : effective;
    return Promise.all(
      (state.Branches as StateMachine[]).map((branch) => this.runMachine(branch, parameters, context)),
    );
  }

  private evaluateChoice(rule: Json, input: unknown, context: Json): boolean {
    if (rule.And) return (rule.And as Json[]).every((r) => this.evaluateChoice(r, input, context));
    if (rule.Or) return (rule.Or as Json[]).some((r) => this.evaluateChoice(r, input, context));
    if (rule.Not) return !this.evaluateChoice(rule.Not as Json, input, context);
    const variable = rule.Variable as string;
    if ('IsPresent' in rule) return hasPath(variable, input, context) === rule.IsPresent;
    if (!hasPath(variable, input, context)) return false;
    const value = readPath(variable, input, context);
    for (const [operator, operand] of Object.entries(rule)) {
      if (operator === 'Variable' || operator === 'Next') continue;
      const expected = operator.endsWith('Path') ? readPath(operand as string, input, context) : operand;
      const op = operator.replace(/Path$/, '');
      switch (op) {
        case 'IsNull':
          return (value === null) === expected;
        case 'IsString':
          return (typeof value === 'string') === expected;
        case 'IsNumeric':
          return (typeof value === 'number') === expected;
        case 'IsBoolean':
          return (typeof value === 'boolean') === expected;
        case 'StringEquals':
        case 'NumericEquals':
        case 'BooleanEquals':
        case 'TimestampEquals':
          return value === expected;
        case 'StringLessThan':
        case 'NumericLessThan':
        case 'TimestampLessThan':
          return (value as number) < (expected as number);
        case 'StringGreaterThan':
        case 'NumericGreaterThan':
        case 'TimestampGreaterThan':
          return (value as number) > (expected as number);
        case 'StringLessThanEquals':
        case 'NumericLessThanEquals':
        case 'TimestampLessThanEquals':
          return (value as number) <= (expected as number);
        case 'StringGreaterThanEquals':
        case 'NumericGreaterThanEquals':
        case 'TimestampGreaterThanEquals':
          return (value as number) >= (expected as number);
        case 'StringMatches': {
          const pattern = new RegExp(
            `^${String(expected)
              .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
              .replace(/\*/g, '.*')}$`,
          );
          return typeof value === 'string' && pattern.test(value);
        }
        default:
          throw new StatesError('States.Runtime', `Choice operator ${operator} is not supported by the local runner`);
      }
    }
    return false;
  }
}
