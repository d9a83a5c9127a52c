// One app over one fresh test database per test file, plus helpers to act as a visitor, a user or staff.
import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { type AppOptions, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/connect.ts';
import { saveSession } from '../repositories/sessions.ts';
import { createUser } from '../repositories/users.ts';
import { SESSION_COOKIE } from '../plugins/session.ts';
import { createTestDatabase } from './test-database.ts';

export const TEST_SESSION_SECRET = 'test-session-secret-that-is-long-enough-0123456789';

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
    ...appOptions,
  });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    /** A user with a live session; `cookie` is the request header that signs in as them. */
    async signUp(values: { email?: string; firstName?: string | null; lastName?: string | null; isStaff?: 0 | 1 } = {}) {
      const user = await createUser(database.db, {
        email: values.email ?? `user-${randomBytes(4).toString('hex')}@example.test`,
        firstName: values.firstName === undefined ? 'Test' : values.firstName,
        lastName: values.lastName === undefined ? 'User' : values.lastName,
        isStaff: values.isStaff ?? 0,
      });
      const cookie = await sessionCookie(app, user.id);
      return { user, cookie };
    },
    async close(closeDatabase = true) {
      await app.close();
      if (closeDatabase) await database.close();
    },
  };
}

export async function sessionCookie(app: FastifyInstance, userId: string) {
  const sid = randomBytes(32).toString('base64url');
  await saveSession(app.db, sid, { userId }, new Date(Date.now() + 3_600_000));
  return `${SESSION_COOKIE}=${app.signCookie(sid)}`;
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
