// `npm run lighthouse`: starts the app on a fresh demo data dir (building the client when it is out of
// date, as `npm start` does), runs Lighthouse's mobile preset (performance and accessibility) on every page
// kind the server draws (the front page, a tab, an article, a bill, an official, a candidate, a profile,
// Compare, About the scores, About), and prints the median performance score with its LCP, TBT, CLS, FCP and Speed
// Index, and the accessibility score. Targets and figures: docs/decisions/0143-first-paint.md,
// 0221-every-page-drawn-by-the-server.md. Not part of `npm test`: a run takes several minutes.
//
//   npm run lighthouse [-- --runs 3 --port 47400 --pages official,profile]
//
// CHROME_PATH names the browser (default /usr/bin/chromium). LIGHTHOUSE_CLI names Lighthouse's cli.js when
// it is installed somewhere (e.g. `npm install --prefix /tmp/lh lighthouse@13` gives
// /tmp/lh/node_modules/lighthouse/cli/index.js); without it the script runs `npx --yes lighthouse@13`.
import { spawn } from 'node:child_process';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { startDemoApp } from './demo-app.ts';

const LIGHTHOUSE_VERSION = '13';
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu';

type Metrics = { score: number; a11y: number; fcp: number; lcp: number; tbt: number; cls: number; si: number };

const { values: options } = parseArgs({
  // --pages: only these page kinds (their names as printed), to measure one change quickly.
  options: { runs: { type: 'string', default: '3' }, port: { type: 'string', default: '47400' }, pages: { type: 'string' } },
});
const runs = Math.max(1, Number(options.runs));

function lighthouseCommand(url: string): [string, string[]] {
  const args = [
    url,
    '--only-categories=performance,accessibility',
    `--chrome-flags=${CHROME_FLAGS}`,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
  ];
  const cli = process.env.LIGHTHOUSE_CLI;
  return cli ? [process.execPath, [cli, ...args]] : ['npx', ['--yes', `lighthouse@${LIGHTHOUSE_VERSION}`, ...args]];
}

async function lighthouse(url: string): Promise<Metrics> {
  const [command, args] = lighthouseCommand(url);
  const child = spawn(command, args, {
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`lighthouse exited with code ${code} for ${url}`);
  const report = JSON.parse(output) as {
    categories: { performance: { score: number }; accessibility: { score: number } };
    audits: Record<string, { numericValue: number }>;
  };
  const value = (audit: string) => report.audits[audit]!.numericValue;
  return {
    score: Math.round(report.categories.performance.score * 100),
    a11y: Math.round(report.categories.accessibility.score * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    si: value('speed-index'),
  };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is tried once more. */
async function lighthouseWithRetry(url: string): Promise<Metrics> {
  try {
    return await lighthouse(url);
  } catch (error) {
    console.error(`${(error as Error).message}; trying once more`);
    return lighthouse(url);
  }
}

/** The run with the median score, so the figures printed come from one real run. */
function median(results: Metrics[]): Metrics {
  return [...results].sort((a, b) => a.score - b.score)[Math.floor(results.length / 2)]!;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function report(page: string, results: Metrics[]) {
  const m = median(results);
  const scores = results.map((r) => r.score).join(', ');
  console.log(
    `${page.padEnd(12)} score ${String(m.score).padStart(3)} (runs: ${scores})  accessibility ${m.a11y}  LCP ${seconds(m.lcp)}  TBT ${Math.round(m.tbt)} ms  CLS ${m.cls.toFixed(3)}  FCP ${seconds(m.fcp)}  SI ${seconds(m.si)}`,
  );
}

const app = await startDemoApp(Number(options.port), 'lighthouse');
const { origin } = app;
try {
  const first = async <T>(api: string): Promise<T> => {
    const [item] = (await (await fetch(`${origin}${api}`)).json()) as T[];
    if (!item) throw new Error(`the demo seed has nothing at ${api}`);
    return item;
  };
  const article = await first<{ id: number; userId: string }>('/api/articles');
  const officials = (await (await fetch(`${origin}/api/officials?chamber=all&sort=highest`)).json()) as { id: number }[];
  const pages = {
    '/': '/',
    tab: '/legislation',
    officials: '/officials',
    article: `/article/${article.id}`,
    bill: `/bills/${(await first<{ id: number }>('/api/bills')).id}`,
    official: `/officials/${officials[0]!.id}`,
    candidate: `/candidates/${(await first<{ id: number }>('/api/candidates')).id}`,
    profile: `/users/${article.userId}`,
    compare: `/compare?officials=${officials[0]!.id},${officials[1]!.id}`,
    scores: '/about/scores',
    about: '/about',
  };
  console.log(
    `lighthouse ${LIGHTHOUSE_VERSION}, mobile preset, ${runs} run(s) a page; ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, load ${os.loadavg()[0]!.toFixed(1)}`,
  );
  const only = options.pages?.split(',');
  for (const [name, pathname] of Object.entries(pages).filter(([name]) => !only || only.includes(name))) {
    const results: Metrics[] = [];
    for (let i = 0; i < runs; i++) results.push(await lighthouseWithRetry(`${origin}${pathname}`));
    report(name, results);
  }
} finally {
  await app.stop();
}
