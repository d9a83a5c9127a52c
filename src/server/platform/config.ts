// Environment parsed once at start-up. Invalid configuration stops start-up with one
// clear line naming the variable.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CronExpressionParser } from 'cron-parser';
import { z } from 'zod';
import { US_STATES } from '../../shared/constants.ts';

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
const url = () => optionalString.pipe(httpUrl.optional());
/** A service's base URL: the live service unless the variable points elsewhere (tests: a loopback server). */
const serviceUrl = (liveDefault: string) => optionalString.pipe(httpUrl.default(liveDefault));

/**
 * A sync's schedule (docs/decisions/0242-scheduled-syncs.md): a five-field cron expression in
 * SYNC_TIMEZONE, or 'off'. Unset gives the default; a sync whose API key is missing stays off whatever is set.
 */
const syncCron = (fallback: string) =>
  optionalString.pipe(
    z
      .string()
      .default(fallback)
      .refine((value) => value === 'off' || isCron(value), { error: "must be a five-field cron expression (e.g. '0 * * * 1-5') or 'off'" }),
  );

/**
 * A choice of states: 'all' (the default), or a comma list of two-letter codes ('MN, co' reads MN, CO);
 * `none` lets a setting choose no state at all.
 */
const stateChoice = (fallback: 'all' | 'none', { allowNone }: { allowNone: boolean }) =>
  optionalString.transform((value, ctx): 'all' | string[] => {
    const text = (value ?? fallback).toUpperCase();
    if (text === 'ALL') return 'all';
    if (text === 'NONE' && allowNone) return [];
    const codes = [
      ...new Set(
        text
          .split(',')
          .map((code) => code.trim())
          .filter(Boolean),
      ),
    ];
    const unknown = codes.find((code) => !Object.hasOwn(US_STATES, code));
    if (codes.length === 0 || unknown) {
      ctx.addIssue({
        code: 'custom',
        message: `must be 'all'${allowNone ? ", 'none'" : ''} or a comma list of two-letter state codes (e.g. MN,CO)${unknown ? `; '${unknown}' is none` : ''}`,
      });
      return z.NEVER;
    }
    return codes;
  });

function isCron(value: string): boolean {
  if (value.split(/\s+/).length !== 5) return false;
  try {
    CronExpressionParser.parse(value);
    return true;
  } catch {
    return false;
  }
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// URL' })
      .optional(),
  ),
  // The PostgreSQL pool (docs/decisions/0150-database-outages.md); PGlite is in-process and ignores them.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2_000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
  DATA_DIR: z.string().default('./data'),
  SESSION_SECRET: optionalString.pipe(z.string().min(32, { error: 'must be at least 32 characters' }).optional()),
  PUBLIC_URL: url(),
  ADMIN_EMAILS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  OIDC_ISSUER_URL: url(),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  CONGRESS_API_KEY: optionalString,
  OPENSTATES_API_KEY: optionalString,
  FEC_API_KEY: optionalString,
  // LegiScan's datasets of the state legislatures (docs/decisions/0327-legiscan-sync-and-statehouses-on-the-queue.md):
  // the key turns the sync on; the states it asks for; and the requests a calendar month (UTC) it may make,
  // counted in the database for every instance (LegiScan's free tier: 30,000 a month).
  LEGISCAN_API_KEY: optionalString,
  LEGISCAN_STATES: stateChoice('all', { allowNone: false }),
  LEGISCAN_MONTHLY_REQUESTS: z.coerce.number().int().min(1).max(10_000_000).default(30_000),
  CONGRESS_API_URL: serviceUrl('https://api.congress.gov/v3'),
  OPENSTATES_API_URL: serviceUrl('https://v3.openstates.org'),
  FEC_API_URL: serviceUrl('https://api.open.fec.gov/v1'),
  SENATE_URL: serviceUrl('https://www.senate.gov'),
  HOUSE_CLERK_URL: serviceUrl('https://clerk.house.gov'),
  LEGISCAN_API_URL: serviceUrl('https://api.legiscan.com/'),
  // Congress.gov's published limit for a key: 5,000 requests an hour. Imports in this process never ask
  // more often (docs/decisions/0245-request-budget.md); instances sharing a key can each be given a share.
  CONGRESS_API_HOURLY_LIMIT: z.coerce.number().int().min(1).max(100_000).default(5_000),
  // Scheduled syncs: members daily, votes hourly on weekdays, bills every four hours, candidates daily, and
  // the state legislatures daily (LegiScan rebuilds each dataset weekly, on no fixed day; a look costs one request).
  SYNC_MEMBERS_CRON: syncCron('0 6 * * *'),
  SYNC_VOTES_CRON: syncCron('5 * * * 1-5'),
  SYNC_BILLS_CRON: syncCron('35 */4 * * *'),
  SYNC_CANDIDATES_CRON: syncCron('0 7 * * *'),
  SYNC_LEGISCAN_CRON: syncCron('50 5 * * *'),
  SYNC_TIMEZONE: optionalString.pipe(
    z
      .string()
      .default('America/New_York')
      .refine((zone) => isTimeZone(zone), { error: 'must be an IANA time zone such as America/New_York' }),
  ),
  // The state legislatures the demo's first start loads on the job queue from datasets/legiscan: all, none,
  // or a comma list of states (tests and the browser journeys load only what they read).
  DEMO_STATEHOUSES: stateChoice('all', { allowNone: true }),
  // Outgoing mail (docs/decisions/0102-outgoing-mail.md). Unset: mail goes to DATA_DIR/outbox instead.
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, { error: 'must be an smtp:// or smtps:// URL' })
      .optional(),
  ),
  MAIL_FROM: optionalString.pipe(z.string().max(320).default('Civic Ledger <no-reply@civic-ledger.invalid>')),
  // Which proxy in front of the app may say who the client is (X-Forwarded-For). Off unless set: with no
  // proxy, trusting the header would let any client pick its own address and dodge per-address limits.
  TRUST_PROXY: optionalString.pipe(
    z
      .string()
      .regex(/^(false|true|\d{1,2}|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/, {
        error: 'must be false, true, a hop count, or a comma list of proxy addresses/CIDRs',
      })
      .optional(),
  ),
  // Limits per minute on writes (per account, per address for visitors) and comments:
  // docs/decisions/0194-limits-on-every-write.md.
  WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  COMMENTS_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  // The read budget a minute, per address and per API key, in units: an answer from the response cache
  // costs 1, one the server works out 5 (docs/decisions/0313-one-read-budget-per-client.md).
  PUBLIC_READS_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  KEYED_READS_PER_MINUTE: z.coerce.number().int().min(1).default(6000),
  // Memory for public answers kept ready to send (docs/decisions/0141-response-cache.md); 0 keeps none.
  RESPONSE_CACHE_MB: z.coerce.number().min(0).max(65_536).default(64),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;

export type Config = Env & {
  sessionSecret: string;
  isProduction: boolean;
  oidc: { issuerUrl: string; clientId: string; clientSecret: string | undefined } | undefined;
  /**
   * The site's public origin (PUBLIC_URL without a trailing slash; outside production
   * `http://localhost:PORT` when unset): the only origin mailed links, share cards and the OIDC redirect
   * ever name, never one taken from a request's Host header (docs/decisions/0192-links-from-the-configured-origin.md).
   */
  publicOrigin: string;
  /** Fastify's `trustProxy` as TRUST_PROXY asks for it (false when unset). */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
};

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError with one line naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${String(issue.path[0])} ${issue.message}`);
  }
  const values = parsed.data;
  const isProduction = values.NODE_ENV === 'production';
  if (isProduction && !values.SESSION_SECRET) {
    throw new ConfigError('Invalid configuration: SESSION_SECRET is required when NODE_ENV=production');
  }
  if (isProduction && !values.PUBLIC_URL) {
    throw new ConfigError('Invalid configuration: PUBLIC_URL is required when NODE_ENV=production (the origin mailed links point to)');
  }
  const oidcParts = [values.OIDC_ISSUER_URL, values.OIDC_CLIENT_ID];
  if (oidcParts.some(Boolean) && !oidcParts.every(Boolean)) {
    throw new ConfigError('Invalid configuration: OIDC_ISSUER_URL and OIDC_CLIENT_ID must be set together');
  }
  return {
    ...values,
    isProduction,
    sessionSecret: values.SESSION_SECRET ?? localSessionSecret(values.DATA_DIR),
    publicOrigin: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    oidc:
      values.OIDC_ISSUER_URL && values.OIDC_CLIENT_ID
        ? { issuerUrl: values.OIDC_ISSUER_URL, clientId: values.OIDC_CLIENT_ID, clientSecret: values.OIDC_CLIENT_SECRET }
        : undefined,
  };
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Outside production the secret is generated once and kept in DATA_DIR, so sessions survive restarts. */
function localSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    // The nearest `hops` proxies are trusted, as Express's numeric trust proxy setting means.
    return (_address: string, hop: number) => hop < hops;
  }
  return value.split(',').map((part) => part.trim());
}
