// Runs `npm run import -- …` (src/server/cli/import.ts) as an operator would, in a process of its own.
import { spawn } from 'node:child_process';

export type ImportRun = { code: number | null; stdout: string; stderr: string };

export function runImport(args: string[], env: Record<string, string>): Promise<ImportRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['src/server/cli/import.ts', ...args], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
