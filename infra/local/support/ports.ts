import { createServer } from 'node:net';
import { localPortVariables, type LocalPorts } from '../../config/stage-config.js';

/** Resolves true when nothing listens on `port` (checked on every interface). */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** Thrown when a local port is taken; the message names the port and its variable. */
export class PortInUseError extends Error {
  constructor(readonly busy: readonly { key: keyof LocalPorts; port: number }[]) {
    super(
      busy
        .map(
          ({ key, port }) =>
            `Port ${port} (${key}) is already in use. Stop whatever uses it, or choose another port with ${localPortVariables[key]}=<port>.`,
        )
        .join('\n'),
    );
    this.name = 'PortInUseError';
  }
}

/**
 * Checks the local ports the stack will listen on (`ports`, or those of them `listening` names) before anything
 * starts; throws a PortInUseError listing all busy ones.
 */
export async function assertPortsFree(
  ports: LocalPorts,
  listening: readonly (keyof LocalPorts)[] = Object.keys(ports) as (keyof LocalPorts)[],
): Promise<void> {
  const keys = listening;
  const seen = new Map<number, keyof LocalPorts>();
  for (const key of keys) {
    const other = seen.get(ports[key]);
    if (other) {
      throw new Error(
        `Ports ${localPortVariables[other]} and ${localPortVariables[key]} are both ${ports[key]}; each part needs its own port.`,
      );
    }
    seen.set(ports[key], key);
  }
  const results = await Promise.all(
    keys.map(async (key) => ({ key, port: ports[key], free: await isPortFree(ports[key]) })),
  );
  const busy = results.filter((r) => !r.free);
  if (busy.length > 0) throw new PortInUseError(busy);
}
