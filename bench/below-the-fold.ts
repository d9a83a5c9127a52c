// Below the fold (issue 41, item 12): on a demo app of its own, once its first start has loaded the statehouses,
// each page kind a reader lands on is opened in Chromium at phone size, cold (a new browser context each run):
//   - settled: from navigation to the app started over the server's first screen, with no loading
//     placeholder left on that screen;
//   - each part drawn when the reader nears it (WhenNearView: roll calls, the chamber chart, the receipt, the
//     voting history, the comments), timed from the moment it is scrolled into view to its placeholder gone,
//     for a reader who scrolls once the page has started and gone quiet (what they fetch ahead is in), and
//     for one who scrolls to it at once, as soon as the app has started.
// The baseline, in the same run and the same page: the part's own API answer fetched alone. Goal: each part
// in place within 500 ms of coming into view. `npm run bench` prints it; `npm run bench:fold` alone.
import os from 'node:os';
import { chromium, type Page } from '@playwright/test';
import { startDemoApp } from './demo-app.ts';

const RUNS = 3;
const PORT = 47410;

type Part = { name: string; inViewMs: number };
type Measure = { settledMs: number; parts: Part[]; atOnce: Part[]; apiMs: Record<string, number> };

/** Milliseconds since navigation until the app has started and no loading placeholder is on the first screen. */
async function settled(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const loadingInView = () =>
          [...document.querySelectorAll('[aria-busy="true"], .animate-pulse')].some((element) => {
            const box = element.getBoundingClientRect();
            return box.bottom > 0 && box.top < window.innerHeight && box.height > 0;
          });
        const started = () => document.documentElement.dataset.appStarted !== undefined;
        const check = () => (!started() || loadingInView() ? setTimeout(check, 10) : resolve(performance.now()));
        check();
      }),
  );
}

/** One deferred part (by its order on the page): scrolled into view, then timed until its placeholder is gone. */
function timePart(page: Page, index: number): Promise<Part> {
  return page
    .locator('[data-deferred]')
    .nth(index)
    .evaluate(
      (box) =>
        new Promise<Part>((resolve) => {
          const name = box.getAttribute('data-deferred') ?? 'part';
          const start = performance.now();
          box.scrollIntoView({ block: 'start' });
          const waiting = () => box.querySelector('[aria-busy="true"], .animate-pulse') !== null;
          const check = () => (waiting() ? setTimeout(check, 10) : resolve({ name, inViewMs: performance.now() - start }));
          setTimeout(check, 0);
        }),
    );
}

/** Each deferred part, top to bottom. */
async function deferredParts(page: Page): Promise<Part[]> {
  const parts: Part[] = [];
  const count = await page.locator('[data-deferred]').count();
  for (let i = 0; i < count; i++) parts.push(await timePart(page, i));
  return parts;
}

/** The parts' own API answers, fetched alone from the same page: what the wait cannot go below. */
async function apiAnswers(page: Page, apis: Record<string, string>): Promise<Record<string, number>> {
  return page.evaluate(async (paths) => {
    const times: Record<string, number> = {};
    for (const [name, path] of Object.entries(paths)) {
      const start = performance.now();
      await (await fetch(path, { cache: 'no-store' })).text();
      times[name] = performance.now() - start;
    }
    return times;
  }, apis);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${Math.round(value)} ms`;

/**
 * Until the first start's statehouses and their officials are in (on the job queue after the first answer):
 * while a dataset is imported, reads on the embedded database wait for it, which is not what a reader
 * meets on any later day. Answers the seconds it took.
 */
async function untilStatehousesLoaded(origin: string): Promise<number> {
  const start = performance.now();
  const loadedYet = async () => {
    const { statehouses } = (await (await fetch(`${origin}/api/statehouses`)).json()) as { statehouses: { status: string }[] };
    const officials = (await (await fetch(`${origin}/api/officials?level=state&state=MN`)).json()) as unknown[];
    return statehouses.length > 0 && statehouses.every((s) => s.status === 'loaded') && officials.length > 0;
  };
  // A busy first start may drop a connection now and then: asked again at the next poll.
  while (!(await loadedYet().catch(() => false))) await new Promise((resolve) => setTimeout(resolve, 2_000));
  return (performance.now() - start) / 1000;
}

/** BENCH_ORIGIN: measure an app already running there (its statehouses loaded) instead of starting one. */
export async function benchBelowTheFold() {
  const running = process.env.BENCH_ORIGIN;
  const app = running ? { origin: running, stop: async () => undefined } : await startDemoApp(PORT, 'below-the-fold');
  const loaded = await untilStatehousesLoaded(app.origin).catch(async (error: unknown) => {
    await app.stop();
    throw error;
  });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const json = async <T>(path: string) => (await (await fetch(`${app.origin}${path}`)).json()) as T;
    const bills = await json<{ id: number; billNumber: string }[]>('/api/bills?limit=50');
    // A bill with roll calls, so its Roll calls part has something to draw.
    let bill = bills[0]!;
    for (const candidate of bills) {
      if ((await json<unknown[]>(`/api/bills/${candidate.id}/roll-calls`)).length > 1) {
        bill = candidate;
        break;
      }
    }
    const [official] = await json<{ id: number; name: string }[]>('/api/officials?sort=highest');
    const pages: Record<string, { path: string; apis: Record<string, string> }> = {
      [`bill (${bill.billNumber})`]: {
        path: `/bills/${bill.id}`,
        apis: { 'Roll calls': `/api/bills/${bill.id}/roll-calls`, Discussion: `/api/bills/${bill.id}/comments` },
      },
      [`official (${official!.name})`]: {
        path: `/officials/${official!.id}`,
        apis: {
          'How this score is calculated': `/api/officials/${official!.id}/receipt`,
          'Voting History': `/api/officials/${official!.id}/votes`,
        },
      },
      'Officials tab': { path: '/officials', apis: { list: '/api/officials/pages' } },
    };
    console.log(
      `below the fold: Chromium at 390 × 844, a cold context each run, median of ${RUNS}, once the statehouses were in (${loaded.toFixed(0)} s after the first answer); ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, load ${os.loadavg()[0]!.toFixed(1)}`,
    );
    for (const [kind, { path, apis }] of Object.entries(pages)) {
      const runs: Measure[] = [];
      for (let run = 0; run < RUNS; run++) {
        const open = async () => {
          const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
          const page = await context.newPage();
          await page.goto(`${app.origin}${path}`, { waitUntil: 'commit' });
          return { context, page, settledMs: await settled(page) };
        };
        // A reader who reads the first screen, then scrolls: the page has gone quiet (its prefetches are in).
        const reader = await open();
        await reader.page.waitForLoadState('networkidle');
        const parts = await deferredParts(reader.page);
        const apiMs = await apiAnswers(reader.page, apis);
        await reader.context.close();
        // A reader who scrolls to each part as soon as the app has started, each in a page of its own.
        const atOnce: Part[] = [];
        for (let i = 0; i < parts.length; i++) {
          const hasty = await open();
          atOnce.push(await timePart(hasty.page, i));
          await hasty.context.close();
        }
        runs.push({ settledMs: reader.settledMs, parts, atOnce, apiMs });
      }
      console.log(`  ${kind.padEnd(40)} settled ${ms(median(runs.map((r) => r.settledMs)))} after navigation`);
      for (const [index, part] of runs[0]!.parts.entries()) {
        const inView = median(runs.map((r) => r.parts[index]?.inViewMs ?? Number.NaN));
        const atOnce = median(runs.map((r) => r.atOnce[index]?.inViewMs ?? Number.NaN));
        const api = apis[part.name] ? `; its API answer alone ${ms(median(runs.map((r) => r.apiMs[part.name]!)))}` : '';
        console.log(
          `    ${part.name.padEnd(30)} in place ${ms(inView)} after coming into view${inView > 500 ? ' (OVER 500 ms)' : ''}; scrolled to at once ${ms(atOnce)}${api}`,
        );
      }
      if (apis.list) console.log(`    ${'its list API answer alone'.padEnd(38)} ${ms(median(runs.map((r) => r.apiMs.list!)))}`);
    }
  } finally {
    await browser.close();
    await app.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchBelowTheFold();
