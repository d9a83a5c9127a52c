// (c) A slowloris burst: hundreds of connections that send their headers a byte at a time and never finish,
// while an ordinary client keeps reading. The app must keep answering it quickly and close the slow
// connections once the headers timeout has passed.
import net from 'node:net';
import { percentile } from '../scale/report.ts';
import { probe } from './probe.ts';

export type SlowlorisResult = {
  slowConnections: number;
  closedByServer: number;
  /** When the server closed them, from their opening: the headers timeout plus the check interval at most. */
  closedAfterMaxMs: number;
  baselineP50Ms: number;
  probes: number;
  probeFailures: number;
  probeP50Ms: number;
  probeP99Ms: number;
  probeMaxMs: number;
};

export async function runSlowloris(options: { baseUrl: string; connections: number; durationMs: number }): Promise<SlowlorisResult> {
  const { port, hostname } = new URL(options.baseUrl);
  const probeUrl = `${options.baseUrl}/api/articles?limit=5`;
  const baseline = await probe(probeUrl, 2_000);

  const closedAfter: number[] = [];
  const sockets: net.Socket[] = [];
  let stop = false;
  for (let i = 0; i < options.connections; i++) {
    const opened = performance.now();
    const socket = net.connect(Number(port), hostname);
    socket.on('error', () => undefined);
    socket.on('close', () => {
      if (!stop) closedAfter.push(performance.now() - opened);
    });
    socket.once('connect', () => socket.write(`GET /api/articles HTTP/1.1\r\nHost: ${hostname}\r\nX-Slow-${i}: `));
    sockets.push(socket);
  }
  // One more header byte per connection every 200 ms, never the blank line that ends the headers.
  const trickle = setInterval(() => sockets.forEach((socket) => socket.writable && socket.write('a')), 200);
  const during = await probe(probeUrl, options.durationMs);
  stop = true;
  clearInterval(trickle);
  sockets.forEach((socket) => socket.destroy());

  return {
    slowConnections: options.connections,
    closedByServer: closedAfter.length,
    closedAfterMaxMs: closedAfter.length ? Math.max(...closedAfter) : Number.POSITIVE_INFINITY,
    baselineP50Ms: percentile(baseline.latencies, 50),
    probes: during.latencies.length + during.failures,
    probeFailures: during.failures,
    probeP50Ms: percentile(during.latencies, 50),
    probeP99Ms: percentile(during.latencies, 99),
    probeMaxMs: Math.max(...during.latencies),
  };
}
