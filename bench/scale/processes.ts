// Child processes of the scale benchmark (the app, the ceiling): each on a free loopback port, timed from
// spawn to its first 200, and stopped with SIGTERM as an orchestrator would.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { type AddressInfo, createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

export type Running = { baseUrl: string; startMs: number; stop: () => Promise<void>; child: ChildProcess };

const running = new Set<ChildProcess>();
// A benchmark that crashes must not leave servers holding ports and database connections.
process.on('exit', () => running.forEach((child) => child.kill('SIGKILL')));

export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

/** Runs a TypeScript file with Node (as `npm start` does) and waits until GET `readyPath` answers 200. */
export async function startTsProcess(file: string, args: string[], env: NodeJS.ProcessEnv, readyPath: string): Promise<Running> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [path.resolve(file), ...args], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    // Request logs go nowhere, as they would to a collector that keeps up; errors stay visible.
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  running.add(child);
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2000)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    running.delete(child);
  };
  // Polled every 5 ms: the start time is known to within that.
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${file} exited with code ${child.exitCode}: ${errors}`);
    const ok = await fetch(baseUrl + readyPath).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { baseUrl, startMs: performance.now() - started, stop, child };
    await delay(5);
  }
}

/**
 * The app as `npm start` runs it in production (no demo seed, request logs at info), minus the client
 * build: the time measured is the server's, from spawn to /readyz.
 */
export function startApp(databaseEnv: { DATA_DIR: string; DATABASE_URL?: string }): Promise<Running> {
  const { DATABASE_URL: _inheritedUrl, ...inherited } = process.env;
  const env = {
    ...inherited,
    ...databaseEnv,
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    PUBLIC_URL: 'https://civic.example',
    // The read-after-write figure posts comments back to back from one account: a benchmark, not a spammer.
    COMMENTS_PER_MINUTE: '100000',
    // The load comes from one address; the public read limit is for the crowd, not for a benchmark.
    PUBLIC_READS_PER_MINUTE: '100000000',
  };
  return startTsProcess('src/server/server.ts', [], env, '/readyz');
}
