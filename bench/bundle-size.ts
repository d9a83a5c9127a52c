// First-screen JavaScript, gzipped, against the 150 KB budget of the client issue. Baseline, measured
// in the same run: every JavaScript chunk of the build, i.e. what one unsplit bundle would ship.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { kb } from './measure.ts';

const BUDGET_BYTES = 150 * 1024;
const distDir = path.resolve('dist/client');

const gzipped = (file: string) => gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;

export function benchBundleSize() {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    console.log('bundle size: no build in dist/client (run `npm run build` first)');
    return;
  }
  const html = readFileSync(indexFile, 'utf8');
  // The first screen loads the entry module and the chunks index.html preloads with it.
  const firstScreen = [...html.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)].map((m) => m[1]!);
  const allChunks = readdirSync(path.join(distDir, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `assets/${f}`);
  const first = firstScreen.reduce((sum, f) => sum + gzipped(f), 0);
  const all = allChunks.reduce((sum, f) => sum + gzipped(f), 0);
  console.log(`bundle size: first screen ${firstScreen.length} files`);
  console.log(`  first-screen JS, gzipped:   ${kb(first)} (budget ${kb(BUDGET_BYTES)}: ${first <= BUDGET_BYTES ? 'within' : 'OVER'})`);
  console.log(`  baseline, all JS, gzipped:  ${kb(all)} in ${allChunks.length} chunks`);
}
