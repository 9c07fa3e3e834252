/**
 * Reads the function's environment. Handlers call these at module scope so a
 * missing variable fails the cold start loudly instead of a request later.
 */

/** Returns the variable's value or throws naming it. */
export function requireEnv(name: string): string {
  const value = process.env[name];
  if (value === undefined || value === '') {
    throw new Error(`Missing required environment variable ${name}`);
  }
  return value;
}

/** Returns the variable's value, or undefined when unset (local-only endpoints). */
export function optionalEnv(name: string): string | undefined {
  const value = process.env[name];
  return value === undefined || value === '' ? undefined : value;
}
