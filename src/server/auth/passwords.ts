// scrypt from node:crypto: no native dependency, memory-hard, parameters stored with
// each hash so they can be raised without invalidating old passwords: a hash made with weaker
// parameters is replaced at the next successful sign-in (docs/decisions/0104-passwords.md).
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { passwordWork } from '../platform/work-queue.ts';

export type ScryptCost = { N: number; r: number; p: number };

/** N = 2^17, r = 8, p = 1: OWASP's scrypt minimum; 128 MiB and a few hundred milliseconds per hash. */
export const PASSWORD_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;

/** Through the process's queue of password work: a burst of sign-ins leaves a core for everyone else. */
function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return passwordWork.run(
    () =>
      new Promise((resolve, reject) =>
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: 256 * 1024 * 1024 }, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );
}

/** `cost`: the app's (PASSWORD_COST; test apps may use a cheaper one, docs/decisions/0104-passwords.md). */
export async function hashPassword(password: string, cost: ScryptCost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** True when a stored hash was made with weaker parameters than `cost` and should be replaced. */
export function needsRehash(stored: string, cost: ScryptCost = PASSWORD_COST): boolean {
  const [scheme, n, r, p] = stored.split('$');
  return scheme !== 'scrypt' || Number(n) < cost.N || Number(r) < cost.r || Number(p) < cost.p;
}

/** Spends the same time as a real check, so response timing does not reveal which emails have accounts. */
const dummyHashes = new Map<number, Promise<string>>();
export async function verifyAgainstDummy(password: string, cost: ScryptCost = PASSWORD_COST): Promise<false> {
  const dummy = dummyHashes.get(cost.N) ?? hashPassword('not-a-real-password', cost);
  dummyHashes.set(cost.N, dummy);
  await verifyPassword(password, await dummy);
  return false;
}
