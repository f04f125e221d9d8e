import { randomBytes } from 'node:crypto';
import { hash, parseOptions, verify, type Options } from '@node-rs/argon2';

/**
 * Argon2id with the first parameter set OWASP's Password Storage Cheat Sheet recommends: 19 MiB of
 * memory, 2 iterations, 1 lane (docs/decisions/030). About 20–40 ms per hash on one core here.
 */
export const ARGON2_OPTIONS = {
  algorithm: 2, // Algorithm.Argon2id; the library's const enum cannot be imported under verbatimModuleSyntax
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
  outputLen: 32,
} as const satisfies Options;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown login, account without a password)
 * it still runs one verification against a dummy hash and answers false, so the answer takes as long
 * whether or not the login exists.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

/** True when a hash was made with weaker or different parameters than today's; rehash after a good login. */
export function needsRehash(storedHash: string): boolean {
  try {
    const options = parseOptions(storedHash);
    return (
      Number(options.algorithm) !== ARGON2_OPTIONS.algorithm ||
      options.memoryCost !== ARGON2_OPTIONS.memoryCost ||
      options.timeCost !== ARGON2_OPTIONS.timeCost ||
      options.parallelism !== ARGON2_OPTIONS.parallelism
    );
  } catch {
    return true;
  }
}
