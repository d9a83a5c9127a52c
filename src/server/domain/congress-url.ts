// A federal bill's page on Congress.gov, from the source key its import gave it ('federal:119:hr:30').
// Bills from a state source or added by hand have no such page.

/** Congress.gov's path segment for each bill type of the key. */
const BILL_TYPE_PATHS: Record<string, string> = {
  hr: 'house-bill',
  s: 'senate-bill',
  hjres: 'house-joint-resolution',
  sjres: 'senate-joint-resolution',
  hconres: 'house-concurrent-resolution',
  sconres: 'senate-concurrent-resolution',
  hres: 'house-resolution',
  sres: 'senate-resolution',
};

/** 119 → '119th', 121 → '121st', 112 → '112th': Congress.gov spells the congress as an ordinal. */
function ordinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
}

export function congressBillUrl(sourceKey: string | null): string | null {
  const match = /^federal:(\d+):([a-z]+):(\d+)$/.exec(sourceKey ?? '');
  const typePath = match && BILL_TYPE_PATHS[match[2]!];
  if (!match || !typePath) return null;
  return `https://www.congress.gov/bill/${ordinal(Number(match[1]))}-congress/${typePath}/${match[3]}`;
}
