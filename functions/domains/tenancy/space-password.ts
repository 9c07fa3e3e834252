import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * A tenant space's password (doc 2 §2), kept only as a salted scrypt hash: `scrypt$<salt>$<hash>` (base64url). The
 * space's runtime (the next issue's deployments) checks a password against it; nothing answers it.
 */

const KEY_LENGTH = 32;

const derive = (password: string, salt: Buffer) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, KEY_LENGTH, (error, key) => (error ? reject(error) : resolve(key))),
  );

/** The stored form of a password. */
export async function hashSpacePassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('base64url')}$${(await derive(password, salt)).toString('base64url')}`;
}

/** Whether `password` is the one `stored` was made from (in constant time). */
export async function spacePasswordMatches(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
