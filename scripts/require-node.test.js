import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const guard = createRequire(import.meta.url).resolve('./require-node.cjs');
const { versionProblem } = createRequire(import.meta.url)(guard);

describe('the Node version guard', () => {
  it('stops an older Node with one line naming the version needed and how to get it', () => {
    expect(versionProblem('v20.20.2')).toBe(
      'Civic Ledger needs Node.js 22.18 or newer (24 LTS recommended); this is 20.20.2. Install it with: npm install -g node@24 (or nvm install 24)',
    );
    // 22.12 to 22.17 cannot run a .ts file without a flag.
    expect(versionProblem('v22.17.1')).toMatch(/^Civic Ledger needs Node\.js 22\.18 or newer .* this is 22\.17\.1\./);
    expect(versionProblem('v23.5.0')).not.toBeNull();
    expect(versionProblem('v18.19.0')).not.toBeNull();
  });

  it('lets 22.18, 23.6 and every later Node through', () => {
    for (const version of ['v22.18.0', 'v22.21.1', 'v23.6.0', 'v24.0.0', 'v24.21.0', 'v26.1.0']) expect(versionProblem(version)).toBeNull();
  });

  it('exits 0 silently on the Node running the tests', () => {
    const run = spawnSync(process.execPath, [guard], { encoding: 'utf8' });
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
  });
});
