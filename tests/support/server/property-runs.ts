// Seeds and run counts of property tests. Each run draws a new seed, so repeated runs (every CI run, every
// engineer's) explore new inputs; it is printed, and FC_SEED=<seed> replays a failure exactly. FC_RUNS
// raises the run counts for a longer search than an ordinary `npm test` can afford.

export function propertySeed(file: string): number {
  const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : Math.floor(Math.random() * 2 ** 31);
  console.log(`${file}: fast-check seed ${seed} (replay with FC_SEED=${seed})`);
  return seed;
}

export const propertyRuns = (usual: number) => Number(process.env.FC_RUNS ?? usual);
