// Which errors mean "the database is not there right now" rather than "this request is wrong": they are
// answered 503 with Retry-After, and a read that met a dropped connection is tried once more
// (docs/decisions/0150-database-outages.md).

/** Seconds a client is asked to wait before trying again: about how long the pool takes to reconnect. */
export const RETRY_AFTER_SECONDS = 2;

export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';

/** SQLSTATEs of a server shutting down, restarting or not accepting connections yet. */
const SHUTDOWN_CODES = new Set(['57P01', '57P02', '57P03']);
const STATEMENT_TIMEOUT = '57014';
/** Socket-level failures Node reports for the database's connection. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/** node-postgres says these in words only: the socket closed, the pool could not connect in time, a query's socket went silent. */
const LOST_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error and is not queryable/i,
  /Query read timeout/i,
  /Cannot use a pool after calling end/i,
];

type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

/** The error and what it wraps (Drizzle puts the driver's error in `cause`; a failed dual-stack connect is an AggregateError). */
function* chain(error: unknown, depth = 0): Generator<ErrorLike> {
  if (!error || typeof error !== 'object' || depth > 4) return;
  const e = error as ErrorLike;
  yield e;
  if (Array.isArray(e.errors)) for (const inner of e.errors) yield* chain(inner, depth + 1);
  yield* chain(e.cause, depth + 1);
}

function connectionLost(e: ErrorLike): boolean {
  const code = typeof e.code === 'string' ? e.code : '';
  if (SHUTDOWN_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code) || SOCKET_CODES.has(code)) return true;
  return typeof e.message === 'string' && LOST_MESSAGES.some((pattern) => pattern.test(e.message as string));
}

/** The connection went away or could not be had: worth one more try for a read. */
export function isConnectionLost(error: unknown): boolean {
  for (const e of chain(error)) if (connectionLost(e)) return true;
  return false;
}

/** Everything answered 503: a lost connection, or a statement the server cancelled for running too long. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of chain(error)) if (connectionLost(e) || e.code === STATEMENT_TIMEOUT) return true;
  return false;
}

/**
 * Runs a read, and once more if its connection dropped under it: after a database restart the pool's
 * first use of each old connection fails that way, and a read is safe to repeat.
 */
export async function readWithOneRetry<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!isConnectionLost(error)) throw error;
    return read();
  }
}
