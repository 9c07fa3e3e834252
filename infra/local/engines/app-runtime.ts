import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pidusage from 'pidusage';
import type { LocalStartRequest } from '../../../functions/domains/deployments/drivers/local-runtime-client.js';
import type { RuntimeStatus, RuntimeUsage } from '../../../functions/domains/deployments/drivers/runtime-driver.js';
import { spawnSupervised, type SupervisedProcess } from '../support/supervised-process.js';

/** Reads a program file (a files-bucket key) from the local S3 server. */
export type ProgramFileReader = (bucket: string, key: string) => Promise<Uint8Array>;

export interface AppRuntimeOptions {
  /** The stack's data directory: jars and logs go under `<dataDir>/apps/{deploymentId}/`. */
  readonly dataDir: string;
  /** The ports deployed apps get (`LocalConfig.appPorts`). */
  readonly ports: { readonly first: number; readonly last: number };
  readonly readProgramFile: ProgramFileReader;
  readonly log: (message: string) => void;
  /** Restarts after unexpected exits before the app reads crashed (5). */
  readonly maxRestarts?: number;
  /** How long a started process may take to answer its health check before it reads crashed (120 s). */
  readonly bootGraceMs?: number;
  /** The first restart's delay, doubled per restart up to 15 s (1 s). */
  readonly restartDelayMs?: number;
}

/** A status with what the local runtime knows besides: the port, the JVM's process id, the restarts. */
export interface LocalAppStatus extends RuntimeStatus {
  readonly port?: number;
  readonly pid?: number;
  readonly restarts?: number;
  /** The app's health document when it answered one (`{"status":"UP","database":"connected"}`). */
  readonly health?: Record<string, unknown>;
}

/** A process that ran this long before dying starts a fresh count of restarts. */
const STABLE_RUN_MS = 60_000;

interface App {
  readonly deploymentId: string;
  revision: number;
  jarPath: string;
  env: Record<string, string>;
  memoryMb: number;
  readonly port: number;
  desired: 'running' | 'stopped';
  process?: SupervisedProcess;
  /** The JVM's process id (the watchdog's child), found on first need. */
  pid?: number;
  spawnedAt: number;
  restarts: number;
  restartTimer?: NodeJS.Timeout;
  lastExit?: string;
  crashed: boolean;
}

const run = promisify(execFile);

/** The process id of the one child of `pid` (the watchdog's `java`): /proc on Linux, `pgrep -P` elsewhere. */
async function childOf(pid: number): Promise<number | undefined> {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/);
    if (children[0]) return Number(children[0]);
  } catch {
    try {
      const { stdout } = await run('pgrep', ['-P', String(pid)]);
      const first = stdout.trim().split(/\s+/)[0];
      if (first) return Number(first);
    } catch {
      // no child (yet, or any more)
    }
  }
  return undefined;
}

/** The bytes of every file under `path` (0 when it does not exist). */
function sizeOf(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((sum, name) => sum + sizeOf(join(path, name)), 0);
}

/** Whether nothing listens on `port` of the loopback interface (the range is shared with whatever else runs). */
const portFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/** Megabytes up to the next hundredth, so a few kilobytes do not read as nothing. */
const megabytes = (bytes: number) => Math.ceil((bytes / 1024 / 1024) * 100) / 100;

/**
 * The local stack's runtime of jar apps (docs/deployments.md "Drivers"): each deployment a supervised
 * `java -Xmx{memory}m -jar app.jar` (the supervised-process watchdog, so no JVM outlives the stack) on a port of its
 * range, restarted with a doubling delay when it dies, and read crashed after `maxRestarts`. Its status is a real
 * check (the process, then `GET /health` on its port) and its usage the JVM's (pidusage) plus its files. Nothing
 * survives a restart of the stack: a new runtime is empty, and the deployments domain starts again what should run.
 */
export class AppRuntime {
  private readonly apps = new Map<string, App>();
  private readonly maxRestarts: number;
  private readonly bootGraceMs: number;
  private readonly restartDelayMs: number;

  constructor(private readonly options: AppRuntimeOptions) {
    this.maxRestarts = options.maxRestarts ?? 5;
    this.bootGraceMs = options.bootGraceMs ?? 120_000;
    this.restartDelayMs = options.restartDelayMs ?? 1000;
  }

  /** A deployment's working directory. */
  private directory(deploymentId: string): string {
    if (!/^[A-Za-z0-9_-]{1,100}$/.test(deploymentId)) throw new Error(`Not a deployment id: ${deploymentId}`);
    return join(this.options.dataDir, 'apps', deploymentId);
  }

  /** The port of a deployment's process while it should run (the gateway proxies its visit path there). */
  portOf(deploymentId: string): number | undefined {
    const app = this.apps.get(deploymentId);
    return app?.desired === 'running' ? app.port : undefined;
  }

  /**
   * Runs a revision: downloads its jar once (`<dataDir>/apps/{id}/r{revision}/app.jar`) and starts it on the
   * deployment's port. Idempotent: a running (or restarting) revision is left alone; another revision replaces it.
   */
  async start(request: LocalStartRequest): Promise<{ port: number }> {
    const existing = this.apps.get(request.deploymentId);
    const alive = existing?.desired === 'running' && !existing.crashed;
    if (existing && alive && existing.revision === request.revision) return { port: existing.port };
    const folder = join(this.directory(request.deploymentId), `r${request.revision}`);
    const jarPath = join(folder, 'app.jar');
    if (!existsSync(jarPath)) {
      mkdirSync(folder, { recursive: true });
      writeFileSync(`${jarPath}.part`, await this.options.readProgramFile(request.bucket, request.key));
      // Whole or nothing: a retried start never runs half a download.
      renameSync(`${jarPath}.part`, jarPath);
    }
    if (existing) await this.halt(existing);
    const app: App = existing ?? {
      deploymentId: request.deploymentId,
      revision: request.revision,
      jarPath,
      env: {},
      memoryMb: request.memoryMb,
      port: await this.freePort(),
      desired: 'running',
      spawnedAt: 0,
      restarts: 0,
      crashed: false,
    };
    Object.assign(app, {
      revision: request.revision,
      jarPath,
      env: { ...request.env },
      memoryMb: request.memoryMb,
      desired: 'running',
      restarts: 0,
      crashed: false,
      lastExit: undefined,
    });
    this.apps.set(app.deploymentId, app);
    this.spawn(app);
    return { port: app.port };
  }

  /** Stops a deployment's process; it keeps its port and files, so a start brings it back. */
  async stop(deploymentId: string): Promise<void> {
    const app = this.apps.get(deploymentId);
    if (!app) return;
    app.desired = 'stopped';
    await this.halt(app);
  }

  /** Stops a deployment and deletes its files. */
  async remove(deploymentId: string): Promise<void> {
    await this.stop(deploymentId);
    this.apps.delete(deploymentId);
    rmSync(this.directory(deploymentId), { recursive: true, force: true });
  }

  /** The state from a real check now (the process, then its health endpoint). */
  async status(deploymentId: string): Promise<LocalAppStatus> {
    const app = this.apps.get(deploymentId);
    if (!app) return { state: 'stopped', detail: 'Not running in this local stack (processes end with the stack)' };
    const known = { port: app.port, restarts: app.restarts };
    if (app.desired === 'stopped') return { state: 'stopped', ...known };
    if (app.crashed) return { state: 'crashed', detail: app.lastExit, ...known };
    if (!this.isAlive(app))
      return { state: 'booting', detail: `Restarting after ${app.lastExit ?? 'an exit'}`, ...known };
    const pid = await this.pidOf(app);
    const health = await this.checkHealth(app.port);
    if (health.answered) {
      return health.up
        ? { state: 'running', pid, health: health.document, ...known }
        : { state: 'crashed', detail: health.detail, pid, health: health.document, ...known };
    }
    const booting = Date.now() - app.spawnedAt < this.bootGraceMs;
    return booting
      ? { state: 'booting', detail: health.detail, pid, ...known }
      : { state: 'crashed', detail: `No answer on port ${app.port} after ${this.bootGraceMs / 1000} s`, pid, ...known };
  }

  /** What the deployment uses now: the JVM's CPU and memory, and its files (jar, logs). */
  async usage(deploymentId: string): Promise<RuntimeUsage> {
    const app = this.apps.get(deploymentId);
    const diskMb = megabytes(sizeOf(join(this.options.dataDir, 'apps', deploymentId)));
    if (!app || !this.isAlive(app)) return { diskMb };
    const pid = await this.pidOf(app);
    if (!pid) return { diskMb };
    try {
      const sample = await pidusage(pid);
      return { cpuCores: Math.round(sample.cpu) / 100, memoryMb: megabytes(sample.memory), diskMb };
    } catch {
      return { diskMb };
    }
  }

  /** Stops every process (the stack's stop). */
  async stopAll(): Promise<void> {
    await Promise.all([...this.apps.values()].map((app) => this.halt(app)));
    this.apps.clear();
    pidusage.clear();
  }

  private isAlive(app: App): boolean {
    return app.process !== undefined && app.process.child.exitCode === null && app.process.child.signalCode === null;
  }

  private async pidOf(app: App): Promise<number | undefined> {
    if (app.pid === undefined && app.process?.child.pid !== undefined) app.pid = await childOf(app.process.child.pid);
    return app.pid;
  }

  /** The first port of the range that no deployment holds and nothing else listens on. */
  private async freePort(): Promise<number> {
    const held = new Set([...this.apps.values()].map((app) => app.port));
    for (let port = this.options.ports.first; port <= this.options.ports.last; port++) {
      if (!held.has(port) && (await portFree(port))) return port;
    }
    throw new Error(
      `No free port for an app in ${this.options.ports.first}-${this.options.ports.last} (SIA_APP_PORTS)`,
    );
  }

  private spawn(app: App): void {
    const folder = join(this.directory(app.deploymentId), `r${app.revision}`);
    // The program gets its own variables and what a JVM needs, never the stack's (AWS credentials, endpoints).
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      LANG: process.env.LANG ?? 'C.UTF-8',
      ...(process.env.JAVA_HOME ? { JAVA_HOME: process.env.JAVA_HOME } : {}),
      ...app.env,
      PORT: String(app.port),
      // Locally an app listens on this machine only.
      HOST: '127.0.0.1',
    };
    // Quick start on shared cores: the client compiler and one GC thread are plenty for an app on a laptop.
    const args = [`-Xmx${app.memoryMb}m`, '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-jar', app.jarPath];
    const supervised = spawnSupervised('java', args, { cwd: folder, env, logFile: join(folder, 'app.log') });
    app.process = supervised;
    app.pid = undefined;
    app.spawnedAt = Date.now();
    void supervised.exited.then((code) => this.exited(app, supervised, code));
  }

  /** An exit nobody asked for is restarted after a doubling delay, until `maxRestarts`. */
  private exited(app: App, ended: SupervisedProcess, code: number | null): void {
    if (app.process !== ended || app.desired !== 'running' || this.apps.get(app.deploymentId) !== app) return;
    app.lastExit = `exit code ${code ?? 'unknown'}`;
    if (Date.now() - app.spawnedAt > STABLE_RUN_MS) app.restarts = 0;
    if (app.restarts >= this.maxRestarts) {
      app.crashed = true;
      app.lastExit = `${app.lastExit}; gave up after ${app.restarts} restarts`;
      this.options.log(`App ${app.deploymentId} crashed (${app.lastExit})`);
      return;
    }
    const delay = Math.min(this.restartDelayMs * 2 ** app.restarts, 15_000);
    app.restarts += 1;
    this.options.log(`App ${app.deploymentId} exited (${app.lastExit}); restart ${app.restarts} in ${delay} ms`);
    app.restartTimer = setTimeout(() => {
      app.restartTimer = undefined;
      if (app.desired === 'running' && this.apps.get(app.deploymentId) === app) this.spawn(app);
    }, delay);
    app.restartTimer.unref();
  }

  /** Ends the process and any pending restart. */
  private async halt(app: App): Promise<void> {
    if (app.restartTimer) clearTimeout(app.restartTimer);
    app.restartTimer = undefined;
    const running = app.process;
    app.process = undefined;
    if (app.pid !== undefined) pidusage.clear();
    app.pid = undefined;
    await running?.stop(3000);
  }

  /** `GET /health` on the app's port within 2 s (a 404 there falls back to `/`): an answer below 500 is up. */
  private async checkHealth(
    port: number,
  ): Promise<{ answered: boolean; up?: boolean; detail: string; document?: Record<string, unknown> }> {
    const get = (path: string) => fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(2000) });
    try {
      let response = await get('/health');
      if (response.status === 404) response = await get('/');
      const text = await response.text();
      let document: Record<string, unknown> | undefined;
      try {
        const parsed = JSON.parse(text) as unknown;
        if (parsed && typeof parsed === 'object') document = parsed as Record<string, unknown>;
      } catch {
        // not a health document: the status code decides
      }
      const down = response.status >= 500 || (typeof document?.status === 'string' && document.status !== 'UP');
      return {
        answered: true,
        up: !down,
        detail: `Health check answered ${response.status}${document?.status ? ` (${String(document.status)})` : ''}`,
        document,
      };
    } catch (error) {
      return { answered: false, detail: `No answer on port ${port} yet (${(error as Error).message})` };
    }
  }
}
