import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import { functionCatalogue, type FunctionDefinition } from '../../definitions/function-catalogue.js';
import { localAccountId } from '../engines/local-credentials.js';

/** Repository root (this file is infra/local/support/lambda-runtime.ts). */
export const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** A Lambda handler as exported by `functions/<id>/handler.ts`. */
export type LambdaHandler = (event: unknown, context: Context) => Promise<unknown> | unknown;

/** Calls one function with an event, like the Lambda service: a fresh Context per invocation, the function's timeout enforced. */
export type LambdaInvoker = (event: unknown) => Promise<unknown>;

/** Thrown when an invocation exceeds the function's timeout (the Lambda "Task timed out" error). */
export class LambdaTimeoutError extends Error {
  constructor(functionName: string, seconds: number) {
    super(`${functionName}: Task timed out after ${seconds.toFixed(2)} seconds`);
    this.name = 'Sandbox.Timedout';
  }
}

/** The local ARN of a catalogue function. */
export function localFunctionArn(stage: string, region: string, functionId: string): string {
  return `arn:aws:lambda:${region}:${localAccountId}:function:sia-${stage}-${functionId}`;
}

/**
 * How many times its catalogue time limit a handler may take locally: 1 (as in AWS) unless
 * `SIA_LAMBDA_TIMEOUT_FACTOR` says more. The test stacks set 3: they share two cores with the suite's parallel steps,
 * and a call AWS would answer in time must not fail there for the machine's load.
 */
export function localTimeoutFactor(env: NodeJS.ProcessEnv = process.env): number {
  const factor = Number(env.SIA_LAMBDA_TIMEOUT_FACTOR ?? 1);
  return Number.isFinite(factor) && factor >= 1 ? factor : 1;
}

/** A Lambda Context as the Node.js runtime passes it. */
export function createLambdaContext(
  definition: Pick<FunctionDefinition, 'id' | 'memorySize' | 'timeoutSeconds'>,
  options: { stage: string; region: string },
): Context {
  const functionName = `sia-${options.stage}-${definition.id}`;
  const deadline = Date.now() + definition.timeoutSeconds * 1000 * localTimeoutFactor();
  const unsupported = () => {
    throw new Error('Callback-style context methods are not supported; return a promise.');
  };
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: localFunctionArn(options.stage, options.region, definition.id),
    memoryLimitInMB: String(definition.memorySize),
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: `${new Date().toISOString().slice(0, 10).replace(/-/g, '/')}/[$LATEST]${randomUUID().replace(/-/g, '')}`,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: unsupported,
    fail: unsupported,
    succeed: unsupported,
  };
}

/**
 * Resolves catalogue functions to invokers. Handler modules are imported
 * lazily (after the stack set process.env, because handlers read it at
 * module scope) and cached, like a warm container. `overrides` replace a
 * function by id, for tests that bind small handlers instead of the product's.
 */
export class FunctionRegistry {
  private readonly modules = new Map<string, Promise<LambdaHandler>>();

  constructor(
    private readonly options: {
      stage: string;
      region: string;
      overrides?: Readonly<Record<string, LambdaHandler>>;
      catalogue?: readonly FunctionDefinition[];
    },
  ) {}

  /** The catalogue entry of `functionId`, or throws. */
  definition(functionId: string): FunctionDefinition {
    const definition = (this.options.catalogue ?? functionCatalogue).find((f) => f.id === functionId);
    if (!definition)
      throw new Error(`Unknown function "${functionId}" (not in infra/definitions/function-catalogue.ts)`);
    return definition;
  }

  /** Imports (once) and returns the function's `handler` export. */
  handler(functionId: string): Promise<LambdaHandler> {
    const override = this.options.overrides?.[functionId];
    if (override) return Promise.resolve(override);
    let loaded = this.modules.get(functionId);
    if (!loaded) {
      loaded = this.importHandler(this.definition(functionId));
      this.modules.set(functionId, loaded);
      // A failed import (file not written yet, syntax error) is retried on the next call.
      loaded.catch(() => this.modules.delete(functionId));
    }
    return loaded;
  }

  private async importHandler(definition: FunctionDefinition): Promise<LambdaHandler> {
    const file = resolve(repositoryRoot, definition.entry);
    if (!existsSync(file))
      throw new Error(`Handler of ${definition.id} not found: ${definition.entry} does not exist yet`);
    const module = (await import(pathToFileURL(file).href)) as { handler?: unknown };
    if (typeof module.handler !== 'function')
      throw new Error(`${definition.entry} does not export a function named handler`);
    return module.handler as LambdaHandler;
  }

  /** An invoker of one function: new Context per call, timeout enforced. */
  invoker(functionId: string): LambdaInvoker {
    return async (event: unknown) => {
      const definition = this.definition(functionId);
      const handler = await this.handler(functionId);
      const context = createLambdaContext(definition, this.options);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new LambdaTimeoutError(context.functionName, definition.timeoutSeconds)),
          definition.timeoutSeconds * 1000 * localTimeoutFactor(),
        );
      });
      try {
        return await Promise.race([Promise.resolve().then(() => handler(event, context)), timeout]);
      } finally {
        clearTimeout(timer);
      }
    };
  }
}
