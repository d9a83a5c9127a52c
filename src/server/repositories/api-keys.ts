// API keys (docs/decisions/0271-public-read-api.md): the key's SHA-256 is what is stored and looked up.
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/connect.ts';
import { apiKeys } from '../db/schema.ts';

const listed = { id: apiKeys.id, name: apiKeys.name, prefix: apiKeys.prefix, createdAt: apiKeys.createdAt, revokedAt: apiKeys.revokedAt };

export async function insertApiKey(db: Database, row: { name: string; keyHash: string; prefix: string; createdBy: string }) {
  const [inserted] = await db.insert(apiKeys).values(row).returning(listed);
  return inserted!;
}

export async function apiKeyList(db: Database) {
  return db.select(listed).from(apiKeys).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

/** Marks the key revoked (keeping the first revocation's time); undefined when no key has this id. */
export async function markApiKeyRevoked(db: Database, id: number, at: Date) {
  await db
    .update(apiKeys)
    .set({ revokedAt: at })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
  const [row] = await db.select(listed).from(apiKeys).where(eq(apiKeys.id, id));
  return row;
}

/** The id of the working key with this hash, or undefined. */
export async function workingApiKeyId(db: Database, keyHash: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)));
  return row?.id;
}
