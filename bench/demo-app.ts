// A demo app of the benchmarks' own: `npm start` (scripts/start.mjs, which builds the client when it is out of
// date) on a fresh data dir, so the first start seeds the demo as a newcomer's does; stopped and removed after.
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const STARTUP_LIMIT_MS = 180_000;
const root = fileURLToPath(new URL('..', import.meta.url));

export type DemoApp = { origin: string; stop: () => Promise<void> };

/** Starts the app on `port` and resolves once it answers /healthz (the first start builds the client and seeds the demo). */
export async function startDemoApp(port: number, label: string): Promise<DemoApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `civic-${label}-`));
  const log = createWriteStream(path.join(dataDir, 'server.log'));
  // NODE_ENV stays unset: the demo seed runs outside production, and a client build under
  // NODE_ENV=development would be React's development build.
  const { NODE_ENV: _unset, ...env } = process.env;
  const app = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  app.stdout!.pipe(log);
  app.stderr!.pipe(log);
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    app.kill('SIGTERM');
    await new Promise((resolve) => (app.exitCode !== null ? resolve(null) : app.once('exit', resolve)));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForApp(app, origin);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

async function waitForApp(app: ChildProcess, origin: string): Promise<void> {
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  while (Date.now() < deadline) {
    if (app.exitCode !== null) throw new Error(`the app exited with code ${app.exitCode}`);
    const healthy = await fetch(`${origin}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the app did not answer ${origin}/healthz within ${STARTUP_LIMIT_MS / 1000} s`);
}
