// Issuing and revoking API keys (docs/decisions/0271-public-read-api.md). A key is 32 random bytes; only
// its hash is kept, so it is shown once, in the answer that issues it.
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/connect.ts';
import { notFound } from '../platform/http-error.ts';
import { insertApiKey, markApiKeyRevoked, workingApiKeyId } from '../repositories/api-keys.ts';

const KEY_PREFIX = 'cl_';

export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

export async function issueApiKey(db: Database, name: string, staffId: string) {
  const key = KEY_PREFIX + randomBytes(32).toString('base64url');
  const row = await insertApiKey(db, { name, keyHash: hashApiKey(key), prefix: key.slice(0, 10), createdBy: staffId });
  return { ...row, key };
}

export async function revokeApiKey(db: Database, id: number, at: Date) {
  const row = await markApiKeyRevoked(db, id, at);
  if (!row) throw notFound('API key not found');
  return row;
}

/** The id of the working key the client sent, or undefined for an unknown or revoked one. */
export const apiKeyIdOf = (db: Database, key: string) => workingApiKeyId(db, hashApiKey(key));
