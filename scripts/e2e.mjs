// Runs the Playwright browser journeys when Debian's Chromium is installed (.ci/run installs it).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const specs = existsSync('tests/e2e') ? readdirSync('tests/e2e').filter((f) => f.endsWith('.spec.ts')) : [];

if (specs.length === 0) {
  console.log('e2e: no browser journeys yet (tests/e2e/*.spec.ts)');
  process.exit(0);
}
if (!existsSync(chromium)) {
  if (process.env.CI) {
    console.error(`e2e: ${chromium} is missing; .ci/run installs Debian's chromium`);
    process.exit(1);
  }
  console.log(`e2e: skipped, no Chromium at ${chromium} (apt-get install chromium)`);
  process.exit(0);
}
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
