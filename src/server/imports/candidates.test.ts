import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { replayContext } from '../../../tests/support/server/imports/import-context.ts';
import { useReplayDatabase } from '../../../tests/support/server/imports/replay-fixture.ts';
import { candidates } from '../db/schema.ts';
import { fixturesDir } from './fixtures/fixture-routes.ts';
import { UNSCORED_CANDIDATE_ANALYSIS } from './openfec/candidate-mapping.ts';
import { refreshCandidates, SetupRequiredError } from './service.ts';

const page1 = JSON.parse(readFileSync(path.join(fixturesDir, 'openfec/rubyopenfec_candidates_2015.json'), 'utf8')).results as unknown[];

// No recorded `/candidate/{id}/totals/` body exists (fixtures/openfec/SCHEMA.md): this one is written
// for the test from the documented CommitteeTotalsPage fields.
const totals = {
  api_version: '1.0',
  pagination: { count: 1, page: 1, pages: 1, per_page: 1 },
  results: [
    {
      cycle: 2026,
      receipts: 150000.5,
      individual_contributions: 100000,
      other_political_committee_contributions: 40000,
      political_party_committee_contributions: 0,
      candidate_contribution: 10000.5,
      coverage_end_date: '2026-06-30T00:00:00',
    },
  ],
};

const env = useReplayDatabase();

describe('Refresh Candidates (OpenFEC)', () => {
  it('without a key answers requiresSetup', async () => {
    await expect(refreshCandidates(replayContext(env.handle.db, env.server, {}))).rejects.toBeInstanceOf(SetupRequiredError);
  });

  it('pages through the candidates and maps them to match officials, with totals as donations', async () => {
    env.server.always('fec', '/candidate/H2CA01110/totals/', { body: totals });
    const result = await refreshCandidates(replayContext(env.handle.db, env.server));
    const rows = await env.handle.db.select().from(candidates);
    expect(rows).toHaveLength(page1.length + 1);
    expect(result.message).toBe(`Candidates refreshed from OpenFEC: ${page1.length + 1} added, 0 already present.`);
    const pages = env.server.requests.filter((r) => r.path === '/candidates/').map((r) => r.query.get('page'));
    expect(pages).toEqual(['1', '2']);
    const [aanestad] = rows.filter((c) => c.fecCandidateId === 'H2CA01110');
    expect(aanestad).toMatchObject({
      name: 'Samuel Aanestad',
      party: 'Republican',
      office: 'House',
      state: 'CA',
      district: '1',
      progressiveScore: null,
    });
    expect(aanestad!.donations).toEqual([
      { type: 'FEC totals 2026', source: 'Individual contributions', amount: 100000, date: '2026-06-30' },
      { type: 'FEC totals 2026', source: 'PAC and committee contributions', amount: 40000, date: '2026-06-30' },
      { type: 'FEC totals 2026', source: 'Candidate self-funding', amount: 10000.5, date: '2026-06-30' },
    ]);
    const [peltola] = rows.filter((c) => c.fecCandidateId === 'H2AK01158');
    expect(peltola).toMatchObject({
      name: 'Mary Peltola',
      party: 'Democrat',
      office: 'House',
      state: 'AK',
      district: null,
      progressiveScore: null,
      donations: [],
    });
    expect(peltola!.progressiveAnalysis).toBe(UNSCORED_CANDIDATE_ANALYSIS);
    const [president] = rows.filter((c) => c.fecCandidateId === 'P60014446');
    expect(president).toMatchObject({ office: 'President', state: 'US', district: null });
  });

  it('is safe to click twice: known candidates are skipped without fetching their totals again', async () => {
    const before = (await env.handle.db.select().from(candidates)).length;
    const result = await refreshCandidates(replayContext(env.handle.db, env.server));
    expect(result.message).toBe(`Candidates refreshed from OpenFEC: 0 added, ${before} already present.`);
    expect(env.server.requests.filter((r) => r.path.includes('/totals'))).toHaveLength(0);
    expect(await env.handle.db.select().from(candidates).where(eq(candidates.fecCandidateId, 'H2CA01110'))).toHaveLength(1);
  });

  it('gives no candidate a score from their party: each is not yet scored until staff score them', async () => {
    const rows = await env.handle.db.select({ score: candidates.progressiveScore, effective: candidates.effectiveScore }).from(candidates);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.score !== null || row.effective !== null)).toEqual([]);
  });
});
