// `npm start`: builds the client when dist/client is missing or older than its sources, then runs the
// server's TypeScript on Node itself (docs/decisions/0026-node-type-stripping.md). Two commands on a fresh
// clone, nothing else.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'dist/client/index.html');
// The server's renderer of a page's first screen, built from the same sources (vite build --ssr).
const builtRenderer = path.join(root, 'dist/prerender/prerender.js');
const viteConfigs = ['vite.config.ts', 'vite.config.js', 'vite.config.mjs'].map((f) => path.join(root, f));
const sources = [
  path.join(root, 'src/client'),
  path.join(root, 'index.html'),
  path.join(root, 'src/shared'),
  path.join(root, 'public'),
  ...viteConfigs,
];

/** Newest modification time under a file or folder (0 when absent). */
function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    latest = Math.max(latest, newest(path.join(target, entry)));
  }
  return latest;
}

function clientNeedsBuild() {
  const hasViteConfig = viteConfigs.some(existsSync);
  const hasEntry = existsSync(path.join(root, 'index.html')) || existsSync(path.join(root, 'src/client/index.html'));
  if (!hasViteConfig || !hasEntry) {
    console.log('start: no client to build yet (vite config or index.html missing); serving the API with a placeholder page');
    return false;
  }
  if (!existsSync(builtIndex) || !existsSync(builtRenderer)) return true;
  const builtAt = Math.min(statSync(builtIndex).mtimeMs, statSync(builtRenderer).mtimeMs);
  return sources.some((source) => newest(source) > builtAt);
}

if (clientNeedsBuild()) {
  console.log('start: building the client (vite build, then vite build --ssr)...');
  const vite = (...flags) =>
    spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', ...flags], { cwd: root, stdio: 'inherit' });
  let result = vite();
  if (result.status === 0) result = vite('--ssr');
  if (result.status !== 0) {
    // A broken client build must not keep the API down; the server falls back to the last build or a placeholder.
    console.error(`start: client build failed (exit ${result.status}); starting the server anyway`);
  }
}

const server = spawn(process.execPath, [path.join(root, 'src/server/server.ts')], { cwd: root, stdio: 'inherit' });
// Pass stop signals through so the server shuts down gracefully, and exit with its code.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
