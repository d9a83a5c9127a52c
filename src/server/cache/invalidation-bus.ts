// Invalidations across app instances (docs/decisions/0141-response-cache.md): every instance LISTENs on
// one channel and a write NOTIFYs its topics after it commits; each instance, the writer's own included,
// drops what they reach. On PostgreSQL the listening connection is one of its own, reconnected when it
// drops; PGlite is one process, where LISTEN reaches the instances in it.
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { z } from 'zod';
import type { Database, DatabaseHandle } from '../db/connect.ts';
import type { Topic } from './topics.ts';

export const INVALIDATION_CHANNEL = 'cache_invalidation';

/** A notification's payload: the topics, as JSON. Anything else on the channel is ignored. */
const notifiedTopics = z.array(z.string().min(1).max(200)).max(500);

/** Waits between reconnection attempts: quick at first, then every 2 s, so caching resumes soon after an outage ends. */
const RECONNECT_DELAYS_MS = [100, 500, 1_000, 2_000];

export type InvalidationListener = {
  /** Topics another instance (or this one) changed. */
  notified: (topics: Topic[]) => void;
  /** The connection is gone: notifications may be missed until `listening` is called again. */
  lost: () => void;
  listening: () => void;
};

export type InvalidationBus = {
  publish: (topics: readonly Topic[]) => Promise<void>;
  close: () => Promise<void>;
};

/** Tells every listening instance; also for operator commands that write outside the app. */
export async function notifyInvalidation(db: Database, topics: readonly Topic[]) {
  await db.execute(sql`select pg_notify(${INVALIDATION_CHANNEL}, ${JSON.stringify(topics)})`);
}

/** Resolves once this instance is listening, or knows it cannot yet (the cache then keeps nothing until it can). */
export async function startInvalidationBus(
  database: DatabaseHandle,
  listener: InvalidationListener,
  log: FastifyBaseLogger,
): Promise<InvalidationBus> {
  const heard = (payload: string | undefined) => {
    const parsed = notifiedTopics.safeParse(safeJson(payload));
    if (parsed.success) listener.notified(parsed.data as Topic[]);
    else log.warn({ payload }, 'response cache: ignored a malformed invalidation');
  };
  const publish = (topics: readonly Topic[]) => notifyInvalidation(database.db, topics);
  if (database.dedicatedClient) return { publish, close: await listenOnConnection(database.dedicatedClient, heard, listener, log) };
  try {
    return { publish, close: await database.listen!(INVALIDATION_CHANNEL, heard) };
  } catch (error) {
    // The app still starts (readiness reports the database); it only keeps no answers.
    log.error({ err: error }, 'response cache: cannot LISTEN for invalidations');
    listener.lost();
    return { publish, close: async () => undefined };
  }
}

/**
 * LISTEN on a connection of its own, reconnecting while the app runs (from the start, when the database
 * does not answer then); resolves to the function that stops.
 */
async function listenOnConnection(
  openClient: () => pg.Client,
  heard: (payload: string | undefined) => void,
  listener: InvalidationListener,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  let current: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const onNotification = (message: pg.Notification) => {
    if (message.channel === INVALIDATION_CHANNEL) heard(message.payload);
  };

  const connect = async () => {
    const client = openClient();
    client.on('notification', onNotification);
    client.on('error', (error) => {
      log.warn({ err: error }, 'response cache: the invalidation connection failed');
      connectionLost(client);
    });
    client.on('end', () => connectionLost(client));
    try {
      await client.connect();
      await drizzle(client).execute(sql`listen ${sql.identifier(INVALIDATION_CHANNEL)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    current = client;
    listener.listening();
  };

  const connectionLost = (client: pg.Client) => {
    if (client !== current || closed) return;
    current = undefined;
    listener.lost();
    client.end().catch(() => undefined);
    reconnect(0);
  };

  const reconnect = (attempt: number) => {
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)];
    retry = setTimeout(() => {
      if (closed) return;
      connect().catch((error: unknown) => {
        log.warn({ err: error, attempt }, 'response cache: reconnecting for invalidations failed; trying again');
        reconnect(attempt + 1);
      });
    }, delay);
    retry.unref();
  };

  await connect().catch((error: unknown) => {
    log.error({ err: error }, 'response cache: cannot LISTEN for invalidations yet; retrying');
    listener.lost();
    reconnect(0);
  });
  return async () => {
    closed = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    await client?.end();
  };
}

function safeJson(text: string | undefined): unknown {
  try {
    return JSON.parse(text ?? '');
  } catch {
    return undefined;
  }
}
