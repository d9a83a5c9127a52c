// The officials tab reads each official's score, counts and lean from GET /api/officials, aggregated
// in SQL. Baseline, measured in the same run: what a client would otherwise do, download
// every vote and every bill and score them in JavaScript with src/shared/scoring.ts.
import { connectPglite } from '../src/server/db/connect.ts';
import { bills, votes } from '../src/server/db/schema.ts';
import { listOfficials } from '../src/server/repositories/officials.ts';
import { ideologicalLean, votingScore } from '../src/shared/scoring.ts';
import { BENCH_SIZES, generateBenchData } from './generate-data.ts';
import { kb, medianMs } from './measure.ts';

export async function benchOfficialsAggregate() {
  const handle = connectPglite();
  await handle.migrate();
  const size = BENCH_SIZES.x1;
  await generateBenchData(handle.db, size);
  console.log(`officials aggregate: ${size.officials} officials, ${size.bills} bills, ${size.votes} votes (PGlite)`);

  const aggregated = await listOfficials(handle.db);
  const sqlMs = await medianMs(5, () => listOfficials(handle.db));
  const sqlBytes = Buffer.byteLength(JSON.stringify(aggregated));

  const clientSide = async () => {
    const [allVotes, allBills, list] = await Promise.all([
      handle.db.select({ officialId: votes.officialId, billId: votes.billId, vote: votes.vote }).from(votes),
      handle.db.select().from(bills),
      listOfficials(handle.db),
    ]);
    const scoreOf = new Map(allBills.map((b) => [b.id, b.progressiveScore]));
    const byOfficial = new Map<number, typeof allVotes>();
    for (const v of allVotes) {
      const list = byOfficial.get(v.officialId);
      if (list) list.push(v);
      else byOfficial.set(v.officialId, [v]);
    }
    const scored = list.map((o) => {
      const score = votingScore((byOfficial.get(o.id) ?? []).map((v) => ({ vote: v.vote, billScore: v.billId ? scoreOf.get(v.billId) : null })));
      return { id: o.id, score, lean: ideologicalLean(score, o.party) };
    });
    return { scored, bytes: Buffer.byteLength(JSON.stringify(allVotes)) + Buffer.byteLength(JSON.stringify(allBills)) };
  };
  const baselineMs = await medianMs(5, clientSide);
  const baseline = await clientSide();

  const mismatches = baseline.scored.filter((b) => aggregated.find((a) => a.id === b.id)?.votingScore !== b.score).length;
  console.log(`  SQL aggregate (GET /api/officials):   ${sqlMs.toFixed(1)} ms, ${kb(sqlBytes)} to send`);
  console.log(`  baseline, every vote scored in JS:     ${baselineMs.toFixed(1)} ms, ${kb(baseline.bytes + sqlBytes)} to send`);
  console.log(`  payload ratio ${((baseline.bytes + sqlBytes) / sqlBytes).toFixed(1)}x, time ratio ${(baselineMs / sqlMs).toFixed(1)}x, score mismatches ${mismatches}`);
  await handle.close();
}
