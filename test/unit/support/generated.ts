/**
 * A small property-testing kit (fast-check is not a dependency): a seeded generator, so a failing case comes back
 * the same on every run, and `forEachGenerated`, which runs a property over many generated cases and names the
 * seed and case that broke it.
 */
export interface Generator {
  /** A whole number in `[0, below)`. */
  int(below: number): number;
  /** One of `items`. */
  pick<T>(items: readonly T[]): T;
  /** A string of up to `maxLength` characters drawn from `alphabet` (code points, so surrogate pairs stay whole). */
  text(alphabet: string, maxLength: number): string;
}

/** Characters that break naive encoders: quotes, separators, line ends, controls, non-ASCII and astral ones. */
export const AWKWARD_CHARACTERS = 'aZ09 "\',;:#=+-@\t\r\n\\/{}[]_~\u0000\u00e9\u4e2d\u6587\u{1f600}';

/** A generator seeded with `seed` (mulberry32: fast, and good enough to spread cases). */
export function generator(seed: number): Generator {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(items: readonly T[]) => items[int(items.length)];
  return {
    int,
    pick,
    text: (alphabet, maxLength) => {
      const characters = [...alphabet];
      return Array.from({ length: int(maxLength + 1) }, () => pick(characters)).join('');
    },
  };
}

/**
 * Runs `property` on `runs` cases, each given its own generator; a case that throws is rethrown with the seed that
 * replays it.
 */
export function forEachGenerated(runs: number, property: (generate: Generator, run: number) => void): void {
  for (let run = 0; run < runs; run++) {
    try {
      property(generator(run + 1), run);
    } catch (error) {
      throw new Error(`Case ${run} (seed ${run + 1}) failed: ${(error as Error).message}`, { cause: error });
    }
  }
}
