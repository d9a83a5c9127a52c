// `npm run dev`: the API server with reloads on change (node --watch) and the Vite dev server with HMR,
// which proxies /api to it (vite.config.ts).
import { spawn } from 'node:child_process';

const apiPort = process.env.PORT ?? '5000';
const children = [
  spawn(process.execPath, ['--watch', 'src/server/server.ts'], { stdio: 'inherit', env: { ...process.env, PORT: apiPort } }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: process.env }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
