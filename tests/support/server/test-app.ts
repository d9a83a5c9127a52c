// One app over one fresh test database per test file, plus helpers to act as a visitor, a user or staff.
import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { type AppOptions, buildApp } from '../../../src/server/app.ts';
import { hashPassword } from '../../../src/server/auth/passwords.ts';
import type { DatabaseHandle } from '../../../src/server/db/connect.ts';
import { type Config, loadConfig } from '../../../src/server/platform/config.ts';
import { saveSession } from '../../../src/server/repositories/sessions.ts';
import { createUser } from '../../../src/server/repositories/users.ts';
import { SESSION_COOKIE } from '../../../src/server/services/session-cookie.ts';
import { createTestDatabase } from './test-database.ts';
import { TEST_PASSWORD_COST } from './test-password-cost.ts';
import { UNLIMITED_REQUESTS } from './unlimited-requests.ts';

export const TEST_SESSION_SECRET = 'test-session-secret-that-is-long-enough-0123456789';
/** A password the strength check accepts, for accounts that tests sign in to. */
export const TEST_PASSWORD = 'quiet orchard lantern 42';

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    SESSION_SECRET: TEST_SESSION_SECRET,
    DATA_DIR: path.join(os.tmpdir(), 'civic-test-unused'),
    LOG_LEVEL: 'silent',
    ...env,
  });
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export async function createTestApp(
  options: { env?: Record<string, string>; database?: DatabaseHandle } & Partial<Omit<AppOptions, 'config' | 'database'>> = {},
) {
  const database = options.database ?? (await createTestDatabase());
  const { env, database: _database, ...appOptions } = options;
  const app = await buildApp({
    config: testConfig(env),
    database,
    // No built client in tests unless a test provides one.
    clientDir: path.join(os.tmpdir(), `civic-no-client-${randomUUID()}`),
    authRateLimit: { max: 10_000, timeWindow: 60_000 },
    requestLimits: UNLIMITED_REQUESTS,
    // scrypt at 2^17 costs ~0.4 s a hash; tests of anything but the hashing itself use a cheap cost.
    passwordCost: TEST_PASSWORD_COST,
    ...appOptions,
  });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    /**
     * A user with a live session; `cookie` is the request header that signs in as them, `sid` its row.
     * Their address counts as verified unless `verified: false`.
     */
    async signUp(
      values: { email?: string; firstName?: string | null; lastName?: string | null; isStaff?: 0 | 1; verified?: boolean } = {},
    ) {
      const user = await createUser(database.db, {
        email: values.email ?? `user-${randomBytes(4).toString('hex')}@example.test`,
        firstName: values.firstName === undefined ? 'Test' : values.firstName,
        lastName: values.lastName === undefined ? 'User' : values.lastName,
        isStaff: values.isStaff ?? 0,
        emailVerifiedAt: values.verified === false ? null : new Date(),
      });
      return { user, ...(await testSession(app, user.id)) };
    },
    /** A local account with a password (hashed for real) and no session; verified unless told otherwise. */
    async createAccount(values: { email?: string; password?: string; verified?: boolean; isStaff?: 0 | 1; firstName?: string } = {}) {
      return createUser(
        database.db,
        {
          email: values.email ?? `account-${randomBytes(4).toString('hex')}@example.test`,
          firstName: values.firstName ?? 'Test',
          lastName: 'Account',
          isStaff: values.isStaff ?? 0,
          emailVerifiedAt: values.verified === false ? null : new Date(),
        },
        await hashPassword(values.password ?? TEST_PASSWORD, app.passwordCost),
      );
    },
    /**
     * After writing straight to the database, behind the routes' backs: drops every cached answer, as
     * an operator command's notification does for a running instance.
     */
    wroteBehindTheApp: () => app.responseCache.invalidate(['*']),
    /** One more live session of an existing user, as if they had signed in on another device. */
    signIn: (userId: string, origin?: SessionOrigin) => testSession(app, userId, origin),
    async close(closeDatabase = true) {
      await app.close();
      if (closeDatabase) await database.close();
    },
  };
}

type SessionOrigin = Parameters<typeof saveSession>[4];

/**
 * A live session saved straight into the table: its sid, for tests that age or inspect the row, and
 * `cookie`, the request header that signs in with it.
 */
async function testSession(app: FastifyInstance, userId: string, origin?: SessionOrigin) {
  const sid = randomBytes(32).toString('base64url');
  await saveSession(app.db, sid, { userId }, new Date(Date.now() + 3_600_000), origin);
  return { sid, cookie: `${SESSION_COOKIE}=${app.signCookie(sid)}` };
}

/** app.inject with an optional session cookie and a JSON body. */
export function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method,
    url,
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
    ...(options.body === undefined ? {} : { payload: options.body as InjectOptions['payload'] }),
  });
}
