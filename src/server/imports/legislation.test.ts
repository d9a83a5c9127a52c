import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { replayContext } from '../../../tests/support/server/imports/import-context.ts';
import { useReplayDatabase } from '../../../tests/support/server/imports/replay-fixture.ts';
import { NO_SUMMARY_YET } from '../../shared/missing-summary.ts';
import { bills } from '../db/schema.ts';
import { ensureBill } from '../repositories/import-bills.ts';
import { UNSCORED_ANALYSIS } from './bill-rubric.ts';
import { billFromRollCall } from './roll-call-read.ts';
import { refreshLegislation, SetupRequiredError } from './service.ts';

// Open States v3 has no recorded response (fixtures/openstates/SCHEMA.md). These bodies are written
// for the test, field for field from the documented `/bills` schema and pagination envelope.
const stateBill = (state: string, identifier: string, extra: Record<string, unknown> = {}) => ({
  id: `ocd-bill/${state}-${identifier}`,
  session: '2025',
  jurisdiction: {
    id: `ocd-jurisdiction/country:us/state:${state.toLowerCase()}/government`,
    name: state === 'NC' ? 'North Carolina' : 'Vermont',
    classification: 'state',
  },
  from_organization: { id: 'ocd-organization/x', name: 'House', classification: 'lower' },
  identifier,
  title: 'An act relating to climate change and clean energy',
  classification: ['bill'],
  subject: ['Climate Change'],
  extras: {},
  created_at: '2025-01-10T12:00:00+00:00',
  updated_at: '2025-03-01T12:00:00+00:00',
  openstates_url: `https://openstates.org/${state.toLowerCase()}/bills/2025/${identifier}/`,
  first_action_date: '2025-01-09',
  latest_action_date: '2025-02-20',
  latest_action_description: 'Referred to Committee on Energy',
  latest_passage_date: '',
  abstracts: [{ abstract: 'Sets emission targets.', note: 'house abstract' }],
  ...extra,
});
const page = (results: unknown[], pageNo: number, maxPage: number) => ({
  results,
  pagination: { per_page: 20, page: pageNo, max_page: maxPage, total_items: results.length },
});

const env = useReplayDatabase();

const federal = {
  bills: [
    { congress: 117, type: 'hr', number: '3076' },
    { congress: 117, type: 'hr', number: '21' },
  ],
};

describe('Refresh Legislation', () => {
  it('without keys answers requiresSetup', async () => {
    await expect(refreshLegislation(replayContext(env.handle.db, env.server, {}))).rejects.toBeInstanceOf(SetupRequiredError);
  });

  it('maps recorded Congress.gov bills field by field', async () => {
    const result = await refreshLegislation(replayContext(env.handle.db, env.server, { congress: true }, federal));
    expect(result.message).toMatch(/Federal: 2 new bills, 0 already present\. State bills skipped: OPENSTATES_API_KEY/);
    expect(result.stateImport).toBeUndefined();
    const [postal] = await env.handle.db.select().from(bills).where(eq(bills.sourceKey, 'federal:117:hr:3076'));
    expect(postal).toMatchObject({
      billNumber: 'H.R. 3076',
      title: 'Postal Service Reform Act of 2022',
      status: 'Passed',
      level: 'federal',
      state: null,
      policyArea: 'Government Operations and Politics',
      latestAction: 'Became Public Law No: 117-108.',
      // The title term "postal service" (+1) matched: scored by the rubric.
      progressiveScore: 6,
      scoreSource: 'rubric',
    });
    expect(postal!.latestActionDate!.toISOString().slice(0, 10)).toBe('2022-04-06');
    expect(postal!.introducedDate!.toISOString().slice(0, 10)).toBe('2021-05-11');
    expect(postal!.passedDate!.toISOString().slice(0, 10)).toBe('2022-04-06');
    // The latest CRS summary (Public Law version), as plain text.
    expect(postal!.summary).toMatch(/^Postal Service Reform Act of 2022\nThis bill addresses the finances/);
    expect(postal!.summary).toContain('within the Federal Employees Health Benefits Program');
    expect(postal!.summary).not.toMatch(/<|&lt;/);
    const [fedramp] = await env.handle.db.select().from(bills).where(eq(bills.sourceKey, 'federal:117:hr:21'));
    expect(fedramp).toMatchObject({ billNumber: 'H.R. 21', title: 'FedRAMP Authorization Act', status: 'In Committee', passedDate: null });
    expect(fedramp!.progressiveAnalysis).toContain('subject "Public participation and lobbying" (+1)');
  });

  it('reports recent bills Congress.gov has no detail for, without failing the run', async () => {
    const result = await refreshLegislation(replayContext(env.handle.db, env.server, { congress: true }, { billLimit: 20 }));
    expect(result.message).toMatch(
      /Federal: 0 new bills, 0 already present, 20 unavailable \(HR 6503 \(118th\), [^)]+\), [^)]+\), [^)]+\), [^)]+\) and 15 more\)/,
    );
    const list = env.server.requests.find((r) => r.path === '/bill')!;
    expect(list.query.get('limit')).toBe('20');
  });

  it('imports state bills per jurisdiction, paging, and reports the one that fails', async () => {
    env.server.script(
      'openstates',
      '/bills',
      [{ body: page([stateBill('NC', 'HB 1')], 1, 2) }],
      (q) => q.get('jurisdiction') === 'North Carolina' && q.get('page') === '1',
    );
    env.server.script(
      'openstates',
      '/bills',
      [
        {
          body: page(
            [stateBill('NC', 'HB 2', { latest_action_description: 'Signed by Governor... Became law', latest_action_date: '2025-03-03' })],
            2,
            2,
          ),
        },
      ],
      (q) => q.get('jurisdiction') === 'North Carolina' && q.get('page') === '2',
    );
    env.server.always('openstates', '/bills', { status: 500, body: { detail: 'boom' } }, (q) => q.get('jurisdiction') === 'Texas');
    env.server.script(
      'openstates',
      '/bills',
      [{ body: page([stateBill('VT', 'H.12')], 1, 1) }],
      (q) => q.get('jurisdiction') === 'Vermont',
    );
    const ctx = replayContext(
      env.handle.db,
      env.server,
      { openstates: true },
      { jurisdictions: ['North Carolina', 'Texas', 'Vermont'], stateMaxPages: 3 },
    );
    const result = await refreshLegislation(ctx);
    expect(result.stateImport).toEqual({ totalStates: 3, successStates: ['North Carolina', 'Vermont'], failedStates: ['Texas'] });
    const stateBills = await env.handle.db.select().from(bills).where(eq(bills.level, 'state'));
    expect(stateBills.map((b) => `${b.state} ${b.billNumber}`).sort()).toEqual(['NC HB 1', 'NC HB 2', 'VT H.12']);
    const [hb1] = stateBills.filter((b) => b.billNumber === 'HB 1');
    expect(hb1).toMatchObject({ summary: 'Sets emission targets.', status: 'In Committee', passedDate: null });
    expect(hb1!.introducedDate!.toISOString().slice(0, 10)).toBe('2025-01-09');
    expect(hb1).toMatchObject({ latestAction: 'Referred to Committee on Energy', scoreSource: 'rubric' });
    expect(hb1!.latestActionDate!.toISOString().slice(0, 10)).toBe('2025-02-20');
    expect(hb1!.progressiveAnalysis).toMatch(/title term "climate"/);
    expect(
      stateBills
        .find((b) => b.billNumber === 'HB 2')!
        .passedDate!.toISOString()
        .slice(0, 10),
    ).toBe('2025-03-03');
    const keyed = env.server.requests.filter((r) => r.service === 'openstates');
    expect(keyed.every((r) => r.query.get('apikey') && r.query.get('include') === 'abstracts')).toBe(true);
  });

  it('drops bills of unknown jurisdictions, counts duplicates, and a malformed page fails only that jurisdiction', async () => {
    const bad = stateBill('VT', 'H.13', { title: 'x'.repeat(10) });
    env.server.script('openstates', '/bills', [
      { body: page([bad, { ...bad, jurisdiction: { id: 'x', name: 'Nowhere' } }, stateBill('VT', 'H.12')], 1, 1) },
    ]);
    const result = await refreshLegislation(replayContext(env.handle.db, env.server, { openstates: true }, { jurisdictions: ['Vermont'] }));
    expect(result.message).toMatch(/State: 1 new bills, 1 already present, 1\/1 jurisdictions/);
    env.server.script('openstates', '/bills', [{ body: { results: 'oops' } }]);
    const failed = await refreshLegislation(replayContext(env.handle.db, env.server, { openstates: true }, { jurisdictions: ['Vermont'] }));
    expect(failed.stateImport?.failedStates).toEqual(['Vermont']);
    expect((await env.handle.db.select().from(bills).where(eq(bills.state, 'VT'))).map((b) => b.billNumber).sort()).toEqual([
      'H.12',
      'H.13',
    ]);
  });

  it('leaves a bill no rubric rule matches unscored, saying so', async () => {
    const plain = stateBill('VT', 'H.40', { title: 'An act relating to town meeting dates', subject: ['Municipalities'] });
    env.server.script('openstates', '/bills', [{ body: page([plain], 1, 1) }]);
    await refreshLegislation(replayContext(env.handle.db, env.server, { openstates: true }, { jurisdictions: ['Vermont'] }));
    const [h40] = await env.handle.db.select().from(bills).where(eq(bills.billNumber, 'H.40'));
    expect(h40).toMatchObject({ progressiveScore: null, scoreSource: null, progressiveAnalysis: UNSCORED_ANALYSIS });
  });

  it('completes a federal bill known only from a roll call, keeping a score staff set', async () => {
    const knownFromARollCall = async (staffScore?: number) => {
      await env.handle.db.delete(bills).where(eq(bills.sourceKey, 'federal:117:hr:21'));
      const { id } = await ensureBill(env.handle.db, billFromRollCall(117, { type: 'hr', number: '21', title: '' }));
      if (staffScore !== undefined)
        await env.handle.db.update(bills).set({ progressiveScore: staffScore, scoreSource: 'staff' }).where(eq(bills.id, id));
      await refreshLegislation(replayContext(env.handle.db, env.server, { congress: true }, federal));
      return (await env.handle.db.select().from(bills).where(eq(bills.id, id)))[0]!;
    };
    const completed = await knownFromARollCall();
    expect(completed).toMatchObject({
      title: 'FedRAMP Authorization Act',
      policyArea: expect.any(String),
      scoreSource: 'rubric',
      status: 'In Committee',
    });
    expect(completed.introducedDate).not.toBeNull();
    expect(completed.summary).not.toContain(NO_SUMMARY_YET);
    expect(await knownFromARollCall(9)).toMatchObject({ title: 'FedRAMP Authorization Act', progressiveScore: 9, scoreSource: 'staff' });
  });
});
