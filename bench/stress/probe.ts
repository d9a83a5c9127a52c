// An ordinary client reading while the app is under attack: what it waits is what everyone waits.
import { setTimeout as delay } from 'node:timers/promises';

/** GETs one after another for `ms`; answers their latencies and how many failed. */
export async function probe(url: string, ms: number) {
  const latencies: number[] = [];
  let failures = 0;
  const end = performance.now() + ms;
  while (performance.now() < end) {
    const started = performance.now();
    const ok = await fetch(url).then(
      async (response) => (await response.arrayBuffer(), response.ok),
      () => false,
    );
    if (ok) latencies.push(performance.now() - started);
    else failures++;
    await delay(20);
  }
  return { latencies, failures };
}
