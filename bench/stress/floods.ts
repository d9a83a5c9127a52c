// (d) and (e): the two ways one address froze the server (docs/decisions/0193-costly-work-off-the-event-loop.md,
// 0194-limits-on-every-write.md). Attackers send their requests as fast as they are answered for a while;
// meanwhile a client reads /healthz one request after another, and its latencies are the figure.
import { percentile } from '../scale/report.ts';
import { probe } from './probe.ts';

export type FloodResult = {
  sent: number;
  statuses: Record<string, number>;
  healthBeforeP99Ms: number;
  probes: number;
  probeFailures: number;
  probeP50Ms: number;
  probeP99Ms: number;
  probeMaxMs: number;
};

type Attack = (n: number) => Promise<Response>;

/** `attackers` loops of `attack` for `durationMs`, and the /healthz reader beside them. */
export async function runFlood(options: { baseUrl: string; attackers: number; durationMs: number; attack: Attack }): Promise<FloodResult> {
  const health = `${options.baseUrl}/healthz`;
  const before = await probe(health, 2_000);
  const statuses: Record<string, number> = {};
  let sent = 0;
  const end = performance.now() + options.durationMs;
  const attacker = async () => {
    while (performance.now() < end) {
      const n = sent++;
      const status = await options.attack(n).then(
        async (response) => (await response.arrayBuffer(), String(response.status)),
        () => 'network error',
      );
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  const [during] = await Promise.all([probe(health, options.durationMs), ...Array.from({ length: options.attackers }, attacker)]);
  return {
    sent,
    statuses,
    healthBeforeP99Ms: percentile(before.latencies, 99),
    probes: during.latencies.length + during.failures,
    probeFailures: during.failures,
    probeP50Ms: percentile(during.latencies, 50),
    probeP99Ms: percentile(during.latencies, 99),
    probeMaxMs: Math.max(...during.latencies),
  };
}

const json = (baseUrl: string, path: string, body: unknown) =>
  fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** Zxcvbn's slowest input (runs of digits) and a wrong password on an existing account: the costliest auth work. */
export const signUpAndSignInAttack =
  (baseUrl: string, victimEmail: string): Attack =>
  (n) =>
    n % 2 === 0
      ? json(baseUrl, '/api/auth/register', { email: `flood-${n}@example.test`, password: '1234567890'.repeat(25) })
      : json(baseUrl, '/api/auth/login', { email: victimEmail, password: `wrong guess number ${n}` });

/** Searches of the form 'x or -y', each new so never answered from the cache. */
export const searchAttack =
  (baseUrl: string): Attack =>
  (n) =>
    fetch(`${baseUrl}/api/search?q=${encodeURIComponent(`a${n} or -zz${n}`)}`);
