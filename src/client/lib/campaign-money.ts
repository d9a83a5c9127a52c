// Campaign money as the candidates, races, officials and compare screens show it: whole dollars, and the
// FEC's own page for a candidate, where the figures come from.
// Made on first use: a currency format loads ICU's currency data, some 13 ms of a phone's start-up that the
// Officials tab paid for on every load though its first screen shows no money.
let usd: Intl.NumberFormat | undefined;

export function dollars(amount: number): string {
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  return usd.format(amount);
}

/** An FEC two-year cycle by its years: 2026 is '2025–26'. */
export const cycleName = (cycle: number) => `${cycle - 1}–${String(cycle).slice(2)}`;

export const fecCandidateUrl = (fecCandidateId: string) => `https://www.fec.gov/data/candidate/${encodeURIComponent(fecCandidateId)}/`;
