// Each page measured under load twice: from the app, and from a bare server answering the very bytes the
// app sent (ceiling.ts), each after a short unrecorded warm-up; one printed row per page.
import { type AsSent, fetchAsSent, startCeiling } from './ceiling.ts';
import { load, waitUntilIdle } from './load.ts';
import { type EndpointFigures, printEndpoint, printTableHeader } from './report.ts';

export type LoadPlan = { seconds: number; warmUpSeconds: number };

export async function measureThroughput(baseUrl: string, paths: string[], plan: LoadPlan): Promise<EndpointFigures[]> {
  const pages: Record<string, AsSent> = {};
  for (const path of paths) {
    const page = await fetchAsSent(baseUrl + path);
    if (page.status !== 200) throw new Error(`GET ${path} answered ${page.status}: ${page.body.toString().slice(0, 300)}`);
    pages[path] = page;
  }
  const ceiling = await startCeiling(pages);
  const figures: EndpointFigures[] = [];
  try {
    printTableHeader();
    for (const path of paths) {
      // A short unrecorded run first, so neither server is measured while its code is still being compiled.
      await load(baseUrl + path, plan.warmUpSeconds);
      await waitUntilIdle(baseUrl);
      const app = await load(baseUrl + path, plan.seconds);
      await waitUntilIdle(baseUrl);
      await load(ceiling.baseUrl + path, plan.warmUpSeconds);
      const bare = await load(ceiling.baseUrl + path, plan.seconds);
      const page = pages[path]!;
      const encoding = String(page.headers['content-encoding'] ?? 'identity');
      figures.push({ label: path, app, ceiling: bare, firstPageBytes: page.body.length, encoding });
      printEndpoint(figures.at(-1)!);
    }
  } finally {
    await ceiling.stop();
  }
  return figures;
}
