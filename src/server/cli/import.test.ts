// The operator's command runs the same importers as the staff buttons, prints progress and a result
// line per action, and exits non-zero when an action fails.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CO_SPECIAL } from '../../../tests/support/server/imports/legiscan-zips.ts';
import { type ReplayServer, startReplayServer } from '../../../tests/support/server/imports/replay-server.ts';
import { runImport } from '../../../tests/support/server/run-import.ts';
import { datasetsDir } from '../platform/datasets.ts';

const doneResult = (stdout: string, action: string) => {
  const line = stdout.split('\n').find((l) => l.startsWith(`${action}: done `));
  return line ? (JSON.parse(line.slice(`${action}: done `.length)) as Record<string, unknown>) : undefined;
};

describe('npm run import', () => {
  let replay: ReplayServer;
  let dataDir: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    replay = await startReplayServer();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'civic-import-cli-'));
    env = { DATA_DIR: dataDir, CONGRESS_API_KEY: 'cli-test-key', CONGRESS_API_URL: replay.base('congress') };
  });
  afterAll(async () => {
    await replay.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('imports members with progress, then skips them all on a second run', async () => {
    const first = await runImport(['members'], env);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('members: starting');
    expect(first.stdout).toMatch(/… members: page of \d+/);
    const added = doneResult(first.stdout, 'members')?.added ?? 0;
    expect(added).toBeGreaterThan(0);
    expect(first.stdout + first.stderr).not.toContain('cli-test-key');

    const second = await runImport(['members'], env);
    expect(second.code).toBe(0);
    expect(doneResult(second.stdout, 'members')).toMatchObject({ added: 0, skipped: added });
  }, 60_000);

  it('reports a missing key as a failure and exits 1', async () => {
    const run = await runImport(['candidates'], { DATA_DIR: dataDir });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('candidates: failed: FEC_API_KEY is not configured');
    expect(run.stderr).toContain('(set the key in the environment)');
  }, 60_000);

  it('imports a congress-data folder with progress, then says a second run has nothing new', async () => {
    const folder = path.join(dataDir, 'congress-data');
    const vote = 'data/119/votes/2025/s8/data.json';
    mkdirSync(path.dirname(path.join(folder, vote)), { recursive: true });
    copyFileSync(path.join(datasetsDir, 'congress-data', vote), path.join(folder, vote));
    const first = await runImport(['congress-data', folder], { DATA_DIR: dataDir });
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('… congress-data: 1 roll calls in');
    // Rubio's confirmation, 2025-01-20: 99 senators sat (the Vice President-elect's seat was vacant).
    expect(doneResult(first.stdout, 'congress-data')).toMatchObject({ rollCallsWritten: 1, positions: 99 });
    const second = await runImport(['congress-data', folder], { DATA_DIR: dataDir });
    expect(second.stdout).toContain('congress-data: Nothing new: 1 of 1 roll calls unchanged, nothing written.');
    expect(doneResult(second.stdout, 'congress-data')).toMatchObject({ rollCallsWritten: 0, unchanged: 1 });
  }, 60_000);

  it('prints the usage for congress-data without its folder and exits 2', async () => {
    const run = await runImport(['congress-data'], { DATA_DIR: dataDir });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('npm run import -- congress-data <folder>');
  }, 60_000);

  it('imports an FEC bulk file with progress and its report, then finds every candidate known', async () => {
    const file = path.join(dataDir, 'weball26.txt');
    copyFileSync(path.join(datasetsDir, 'fec-bulk', 'weball26.txt'), file);
    const first = await runImport(['fec-bulk', file], { DATA_DIR: dataDir });
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('… fec-bulk: 3582 lines read');
    // 2,949 House and 540 Senate lines, of 2,919 and 533 people: 35 people are registered under 37 more ids
    // (each such line reported with the id kept); the 93 presidential lines are figures only.
    const report = doneResult(first.stdout, 'fec-bulk');
    expect(report).toMatchObject({
      cycle: 2026,
      lines: 3582,
      added: 3452,
      updated: 0,
      skipped: 130,
      figures: 3582,
      unreadable: [],
      removed: 0,
    });
    expect(report?.['sameAs']).toHaveLength(37);
    const second = await runImport(['fec-bulk', file], { DATA_DIR: dataDir });
    expect(doneResult(second.stdout, 'fec-bulk')).toMatchObject({ added: 0, updated: 0, skipped: 3582 });
  }, 120_000);

  it('imports a LegiScan dataset with progress, says a second run has nothing new, and ends on a bad file with one line', async () => {
    const first = await runImport(['legiscan', CO_SPECIAL], { DATA_DIR: dataDir });
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('… legiscan: people: 99 new, 0 changed, 0 unchanged');
    expect(doneResult(first.stdout, 'legiscan')).toMatchObject({
      format: 'csv',
      bills: { added: 35 },
      rollCalls: { added: 173 },
      positions: 4364,
    });
    const second = await runImport(['legiscan', CO_SPECIAL], { DATA_DIR: dataDir });
    expect(second.stdout).toContain(`… legiscan: Nothing new: ${path.basename(CO_SPECIAL)} was imported before`);
    expect(doneResult(second.stdout, 'legiscan')).toMatchObject({ alreadyImported: true, positions: 0 });

    const notes = path.join(dataDir, 'notes.txt');
    writeFileSync(notes, 'not a dataset');
    const bad = await runImport(['legiscan', notes], { DATA_DIR: dataDir });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/^legiscan: failed: notes\.txt is not a zip archive \([^\n]*\)\n$/);
    const usage = await runImport(['legiscan'], { DATA_DIR: dataDir });
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('npm run import -- legiscan <dataset.zip>');
  }, 120_000);

  it('prints the usage for an unknown action and exits 2', async () => {
    const run = await runImport(['everything'], { DATA_DIR: dataDir });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Usage: npm run import -- members|bills|votes|candidates|all');
  }, 60_000);
});
