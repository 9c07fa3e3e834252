import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { repositoryRoot } from './lambda-runtime.js';

const run = promisify(execFile);

/** The demo app's Java sources (docs/deployments.md "Drivers", "The demo app"). */
export const demoAppSourceDir = join(repositoryRoot, 'infra', 'local', 'demo-app', 'src');

/** Where the built jar is kept between runs (a fresh data directory does not rebuild it). */
const outputDir = join(repositoryRoot, 'node_modules', '.cache', 'sia-demo-app');

/** The built jar's path. */
export const demoAppJarPath = join(outputDir, 'demo-app.jar');

/** SHA-256 of the sources (names and contents): the jar is rebuilt when it changes. */
function sourceHash(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(demoAppSourceDir)
    .filter((n) => n.endsWith('.java'))
    .sort()) {
    hash
      .update(name)
      .update('\0')
      .update(readFileSync(join(demoAppSourceDir, name)))
      .update('\0');
  }
  return hash.digest('hex');
}

let building: Promise<string> | undefined;

/**
 * The demo app's jar, built with the JDK's `javac` and `jar` (Java 17) when missing or when its sources changed since
 * (about 2 s); answers its path. Builds in a scratch folder and renames into place, so two stacks building at once
 * never read half a jar. Throws with the JDK's output when the build fails (`.ci/run` installs the JDK).
 */
export function ensureDemoAppJar(): Promise<string> {
  return (building ??= build().finally(() => {
    building = undefined;
  }));
}

async function build(): Promise<string> {
  const hash = sourceHash();
  const stamp = join(outputDir, 'source.sha256');
  if (existsSync(demoAppJarPath) && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return demoAppJarPath;
  mkdirSync(outputDir, { recursive: true });
  const scratch = mkdtempSync(join(outputDir, 'build-'));
  try {
    const classes = join(scratch, 'classes');
    const sources = readdirSync(demoAppSourceDir)
      .filter((n) => n.endsWith('.java'))
      .map((n) => join(demoAppSourceDir, n));
    await run('javac', ['--release', '17', '-d', classes, ...sources]).catch((error: Error & { stderr?: string }) => {
      throw new Error(
        `javac failed (is a JDK installed? .ci/run installs openjdk-17-jdk-headless): ${error.stderr ?? error.message}`,
        {
          cause: error,
        },
      );
    });
    const jar = join(scratch, 'demo-app.jar');
    await run('jar', ['--create', '--file', jar, '--main-class', 'DemoApp', '-C', classes, '.']);
    renameSync(jar, demoAppJarPath);
    writeFileSync(stamp, hash);
    return demoAppJarPath;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
