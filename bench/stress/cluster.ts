// The stress run's own PostgreSQL: a throwaway cluster (initdb into a temp dir, pg_ctl on a free port) that
// it may stop and start at will, removed at the end. The machine's shared PostgreSQL is never touched.
// STRESS_DATABASE_URL + STRESS_DB_RESTART_COMMAND point the run at another database instead.
import { exec, execFile, execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../scale/processes.ts';

export type StressDatabase = {
  url: string;
  version: string;
  /** Stops the database and starts it again; resolves once it accepts connections. */
  restart: () => Promise<void>;
  remove: () => Promise<void>;
};

function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((version) => path.join(root, version, 'bin')).find((bin) => existsSync(path.join(bin, 'initdb')));
  if (!found)
    throw new Error(
      'stress: no PostgreSQL binaries under /usr/lib/postgresql/*/bin; set STRESS_DATABASE_URL and STRESS_DB_RESTART_COMMAND',
    );
  return found;
}

/**
 * initdb and the server refuse to run as root: as root, they run as the postgres user. Asynchronous, so
 * the writers keep writing (and meeting the outage) while the database restarts.
 */
async function asDatabaseOwner(command: string, args: string[]) {
  const isRoot = process.getuid?.() === 0;
  const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  await promisify(execFile)(file, argv);
}

export async function startStressDatabase(): Promise<StressDatabase> {
  const url = process.env.STRESS_DATABASE_URL;
  if (url) {
    const command = process.env.STRESS_DB_RESTART_COMMAND;
    if (!command)
      throw new Error('stress: STRESS_DATABASE_URL needs STRESS_DB_RESTART_COMMAND (a shell command that restarts that database)');
    return { url, version: 'external', restart: async () => void (await promisify(exec)(command)), remove: async () => undefined };
  }
  const bin = postgresBin();
  const dir = mkdtempSync(path.join(tmpdir(), 'civic-stress-pg-'));
  const data = path.join(dir, 'data');
  const log = path.join(dir, 'server.log');
  if (process.getuid?.() === 0) {
    chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
    chmodSync(dir, 0o700);
  }
  const port = await freePort();
  const pgCtl = (...args: string[]) => asDatabaseOwner(path.join(bin, 'pg_ctl'), ['-D', data, '-l', log, '-w', ...args]);
  // Enough connections for the app's pool and the harness; fsync stays on, so "committed" means on disk.
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c max_connections=100`;
  await asDatabaseOwner(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-instructions', '-E', 'UTF8']);
  await pgCtl('-o', options, 'start');
  const version = execFileSync(path.join(bin, 'postgres'), ['--version']).toString().trim();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    version,
    restart: async () => {
      await pgCtl('-m', 'fast', 'stop');
      await pgCtl('-o', options, 'start');
    },
    remove: async () => {
      try {
        await pgCtl('-m', 'immediate', 'stop');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
