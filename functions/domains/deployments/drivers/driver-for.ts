import type { ReleaseMode, RuntimeDriver } from './runtime-driver.js';

/** Each mode's driver module, imported on first use: a function loads only the SDK clients its apps need. */
const loaders: Record<ReleaseMode, () => Promise<RuntimeDriver>> = {
  external: async () => (await import('./external-driver.js')).externalDriver,
  static: async () => (await import('./static-driver.js')).staticDriver,
  jar: async () => (await import('./container-driver.js')).jarDriver,
  image: async () => (await import('./container-driver.js')).imageDriver,
};

/** A driver whose every call first loads the mode's module (once per container). */
function lazyDriver(load: () => Promise<RuntimeDriver>): RuntimeDriver {
  let loaded: Promise<RuntimeDriver> | undefined;
  const driver = () => (loaded ??= load());
  return {
    start: async (spec) => (await driver()).start(spec),
    stop: async (spec) => (await driver()).stop(spec),
    status: async (spec) => (await driver()).status(spec),
    usage: async (spec) => (await driver()).usage(spec),
    remove: async (spec) => (await driver()).remove(spec),
  };
}

const drivers = Object.fromEntries(
  (Object.keys(loaders) as ReleaseMode[]).map((mode) => [mode, lazyDriver(loaders[mode])]),
) as Record<ReleaseMode, RuntimeDriver>;

/** The runtime driver of a release mode (docs/deployments.md "Drivers"); every method idempotent. */
export function driverFor(mode: ReleaseMode): RuntimeDriver {
  const driver = drivers[mode];
  if (!driver) throw new Error(`No runtime driver for release mode "${String(mode)}"`);
  return driver;
}
