// What an error may say in a log line (docs/decisions/0158-log-redaction.md). A failed query's error
// carries the values it was sent, which are people's text: Drizzle writes them into its message
// ("params: …") and a `params` field, PostgreSQL quotes a refused value in a data error's message and
// names the row in `detail`. Those go; the SQL (placeholders only), the SQLSTATE, the constraint and
// the stack stay, which is what an operator needs to find the fault.

/** Fields that hold a query's values, never its shape. */
const VALUE_FIELDS = new Set(['params', 'parameters', 'values', 'detail', 'where', 'internalQuery', 'hint']);
const MAX_CAUSES = 4;

type LoggedError = { type: string; message: string; stack?: string; cause?: LoggedError } & Record<string, unknown>;

export function loggableError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '[not an Error]' };
  const message = redactMessage(error);
  const logged: LoggedError = { type: error.constructor?.name || error.name, message };
  for (const [key, value] of Object.entries(error)) {
    if (VALUE_FIELDS.has(key) || key === 'cause' || key === 'message' || key === 'stack') continue;
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) logged[key] = value;
  }
  if (error.stack)
    logged.stack = [`${error.name}: ${message}`, ...error.stack.split('\n').filter((line) => /^\s+at /.test(line))].join('\n');
  if (error.cause !== undefined && depth < MAX_CAUSES) logged.cause = loggableError(error.cause, depth + 1);
  return logged;
}

function redactMessage(error: Error): string {
  const message = error.message.replace(/\nparams: [\s\S]*$/, '\nparams: [redacted]');
  // SQLSTATE class 22 (data exception) messages end by quoting the value that was refused.
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && code.startsWith('22') ? message.replace(/"(?:[^"]|"")*"/g, '"[redacted]"') : message;
}
