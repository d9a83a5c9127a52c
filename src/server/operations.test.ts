// Health and readiness, security headers, compression, log redaction, start-up config errors and a
// graceful SIGTERM shutdown of the real server process.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLoggedApp } from '../../tests/support/server/logged-app.ts';
import { call, createTestApp, type TestApp, testConfig } from '../../tests/support/server/test-app.ts';
import { buildApp } from './app.ts';
import { connectPglite } from './db/connect.ts';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = (await t.signUp({ isStaff: 1 })).cookie;
  for (let i = 0; i < 5; i++) {
    await call(t.app, 'POST', '/api/articles', {
      cookie: staff,
      body: { title: `Article ${i}`, excerpt: 'e'.repeat(300), content: 'c'.repeat(500), category: 'Climate', readTime: 2 },
    });
  }
});
afterAll(() => t.close());

describe('health', () => {
  it('answers /healthz and /readyz when the database is reachable', async () => {
    expect((await call(t.app, 'GET', '/healthz')).json()).toEqual({ status: 'ok' });
    expect((await call(t.app, 'GET', '/readyz')).json()).toEqual({ status: 'ok' });
  });

  it('answers /readyz with 503 when the database is not', async () => {
    const broken = connectPglite();
    await broken.close();
    const app = await buildApp({ config: testConfig(), database: broken, clientDir: '/nonexistent' });
    const ready = await call(app, 'GET', '/readyz');
    const health = await call(app, 'GET', '/healthz');
    await app.close();
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ message: 'Database unavailable' });
    expect(health.statusCode).toBe(200);
  });
});

describe('headers', () => {
  it('sends a CSP that fits the built SPA and the usual hardening headers', async () => {
    const response = await call(t.app, 'GET', '/');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: https:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('same-origin');
  });

  it('sends the same hardening headers on errors, and HSTS and an upgrade to https only in production', async () => {
    const production = await createTestApp({
      database: t.database,
      env: { NODE_ENV: 'production', PUBLIC_URL: 'https://civic.example.org' },
    });
    try {
      const missing = await call(production.app, 'GET', '/api/articles/999999');
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
      expect(String(missing.headers['content-security-policy'])).toMatch(/;upgrade-insecure-requests$/);
      expect(missing.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await production.close(false);
    }
    const local = await call(t.app, 'GET', '/api/articles/999999');
    expect(local.headers['strict-transport-security']).toBeUndefined();
    expect(String(local.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
    expect(local.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('compresses JSON with brotli or gzip', async () => {
    const br = await call(t.app, 'GET', '/api/articles', { headers: { 'accept-encoding': 'br' } });
    const gzip = await call(t.app, 'GET', '/api/articles', { headers: { 'accept-encoding': 'gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });
});

describe('logs', () => {
  it('log requests as JSON without cookies, passwords or the OIDC code', async () => {
    const { app, lines, config } = await buildLoggedApp(t.database);
    await call(app, 'POST', '/api/auth/register', { body: { email: 'logged@example.test', password: 'hunter2 secret quilt pony' } });
    await app.mailer.idle();
    const login = await call(app, 'POST', '/api/auth/login', {
      body: { email: 'logged@example.test', password: 'hunter2 secret quilt pony' },
    });
    const cookieValue = login.cookies[0]!.value;
    await call(app, 'GET', '/api/auth/user', { cookie: `civic.sid=${cookieValue}`, headers: { authorization: 'Bearer top-secret-token' } });
    await call(app, 'GET', '/api/callback?code=secret-authorization-code&state=s');
    await app.close();
    const output = lines.join('');
    expect(lines.length).toBeGreaterThan(4);
    expect(lines.every((line) => JSON.parse(line))).toBeTruthy();
    expect(output).toContain('/api/auth/login');
    // One access line per answer, with what an operator needs and nothing from the session.
    const completed = lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'request completed');
    expect(completed).toHaveLength(4);
    expect(completed[1]).toMatchObject({
      reqId: expect.any(String),
      req: { method: 'POST', url: '/api/auth/login' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    expect(output).not.toContain('incoming request');
    for (const secret of [
      'hunter2 secret quilt pony',
      cookieValue,
      'top-secret-token',
      'secret-authorization-code',
      config.sessionSecret,
    ]) {
      expect(output).not.toContain(secret);
    }
  });
});

describe('logs in production', () => {
  it("carry no mailed link's token: not the outbox's, not the pages the links open", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'civic-logs-'));
    const { app, lines } = await buildLoggedApp(t.database, {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://civic.example',
      DATA_DIR: dataDir,
    });
    await t.createAccount({ email: 'logged-reset@example.test' });
    await call(app, 'POST', '/api/auth/password-reset/request', { body: { email: 'logged-reset@example.test' } });
    await app.mailer.idle();
    for (const page of ['/reset-password?token=reset-secret-token', '/verify-email?token=verify-secret-token&bill=4'])
      await call(app, 'GET', page);
    await app.close();
    const output = lines.join('');
    expect(output).toContain('Mail written to the outbox');
    expect(output).toContain('/verify-email?token=%5Bredacted%5D&bill=4');
    for (const secret of ['reset-secret-token', 'verify-secret-token']) expect(output).not.toContain(secret);
    expect(output).not.toMatch(/token=(?!%5Bredacted%5D)/);
  });
});

const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER = ['src/server/server.ts'];

describe('start-up', () => {
  it.each([
    [{ PORT: 'eighty' }, /^Invalid configuration: PORT /],
    [{ NODE_ENV: 'production', SESSION_SECRET: '' }, /^Invalid configuration: SESSION_SECRET is required when NODE_ENV=production$/],
    [
      { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), PUBLIC_URL: '' },
      /^Invalid configuration: PUBLIC_URL is required when NODE_ENV=production/,
    ],
  ])('stops with one clear line for %j', (env, message) => {
    const result = spawnSync(process.execPath, SERVER, {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: os.tmpdir(), ...env },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(message);
  });

  it('serves, then on SIGTERM finishes and exits 0 with the database closed', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'civic-server-'));
    const child = spawn(process.execPath, SERVER, {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        SESSION_SECRET: 's'.repeat(40),
        PUBLIC_URL: 'https://civic.example',
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
      },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    // Waits for the line that says it listens (the test's own timeout bounds the wait), or fails at once if it exits first.
    const address = await new Promise<string>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening: ${output}`)));
      child.stdout.on('data', () => {
        const match = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (match) resolve(match[1]!);
      });
    });
    const ready = await fetch(`${address}/readyz`);
    expect(ready.status).toBe(200);
    const exit = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(output).toContain('shutting down');
    await expect(fetch(`${address}/healthz`)).rejects.toThrow();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);
});

describe('in-flight requests at shutdown', () => {
  it('finishes a request that is under way when close begins', async () => {
    const app = await buildApp({ config: testConfig(), database: t.database, clientDir: '/nonexistent' });
    // The handler says when the request has reached it, and answers only when the test lets it: close
    // begins while the request is certainly under way, however slow the machine.
    let reached!: () => void;
    let letGo!: () => void;
    const arrived = new Promise<void>((resolve) => (reached = resolve));
    const released = new Promise<void>((resolve) => (letGo = resolve));
    app.get('/api/test/slow', async () => {
      reached();
      await released;
      return { done: true };
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const pending = fetch(`${address}/api/test/slow`);
    await arrived;
    const closed = app.close();
    letGo();
    const response = await pending;
    await closed;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
  });
});
