// The officials tab reads each official's score, counts and lean from GET /api/officials, stored on the
// officials' rows (docs/decisions/0140-stored-aggregates.md). Baseline, measured in the same run: the read
// it replaced, which grouped every official's votes on each request.
import { eq, sql } from 'drizzle-orm';
import { connectPglite } from '../src/server/db/connect.ts';
import { officialNameKey, officials } from '../src/server/db/schema.ts';
import { voteTotals } from '../src/server/repositories/official-aggregates.ts';
import { listOfficials } from '../src/server/repositories/officials.ts';
import { BENCH_SIZES, generateBenchData } from './generate-data.ts';
import { medianMs } from './measure.ts';

export async function benchOfficialsAggregate() {
  const handle = connectPglite();
  await handle.migrate();
  const size = BENCH_SIZES.x1;
  await generateBenchData(handle.db, size);
  console.log(`officials aggregate: ${size.officials} officials, ${size.bills} bills, ${size.votes} votes (PGlite)`);

  const ids = (await handle.db.select({ id: officials.id }).from(officials)).map((row) => row.id);
  const aggregatedOnRead = () => {
    const totals = voteTotals(handle.db, ids);
    return handle.db
      .select({
        id: officials.id,
        votingScore: sql<number>`coalesce(round(${totals.points}::numeric / nullif(${totals.scoredVoteCount}, 0)), 0)`.mapWith(Number),
        scoredVoteCount: sql<number>`coalesce(${totals.scoredVoteCount}, 0)`.mapWith(Number),
        voteCount: sql<number>`coalesce(${totals.voteCount}, 0)`.mapWith(Number),
      })
      .from(officials)
      .leftJoin(totals, eq(totals.officialId, officials.id))
      .orderBy(officialNameKey(officials.name), officials.id);
  };

  const storedMs = await medianMs(5, () => listOfficials(handle.db));
  const baselineMs = await medianMs(5, aggregatedOnRead);
  const [stored, baseline] = await Promise.all([listOfficials(handle.db), aggregatedOnRead()]);
  const pick = ({ id, votingScore, scoredVoteCount, voteCount }: (typeof baseline)[number]) =>
    `${id}:${votingScore}:${scoredVoteCount}:${voteCount}`;
  const mismatches = stored.filter((official, i) => pick(official) !== pick(baseline[i]!)).length;
  console.log(`  stored columns (GET /api/officials):     ${storedMs.toFixed(1)} ms`);
  console.log(`  baseline, votes aggregated on the read:  ${baselineMs.toFixed(1)} ms`);
  console.log(`  time ratio ${(baselineMs / storedMs).toFixed(1)}x, score mismatches ${mismatches}`);
  await handle.close();
}
