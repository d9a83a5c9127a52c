// Real lines of datasets/fec-bulk/weball26.txt and weball24.txt, the odd ones included.
import { describe, expect, it } from 'vitest';
import { cycleOfFile, parseWeballLine } from './weball-line.ts';

const line = (text: string) => {
  const parsed = parseWeballLine(text);
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed.line;
};

describe('a weball line', () => {
  it('reads an incumbent House member at large, with PAC, party and individual money', () => {
    expect(
      line(
        'H2AK01083|BEGICH, NICHOLAS III|I|2|REP|3227987.94|956117.52|1126626.18|0|104330.06|2205691.82|0|0|0|49236.07|0|375763.93|1637182.21|AK|00||||||615577|5000|12/31/2025|39453.93|3000',
      ),
    ).toEqual({
      fecCandidateId: 'H2AK01083',
      office: 'H',
      name: 'BEGICH, NICHOLAS III',
      incumbency: 'I',
      party: 'Republican',
      state: 'AK',
      district: null,
      receipts: 3227987.94,
      disbursements: 1126626.18,
      individual: 1637182.21,
      pacs: 615577,
      partyCommittees: 5000,
      candidateMoney: 0,
      loans: 0,
      cashOnHand: 2205691.82,
      debts: 375763.93,
      coverageEnd: '2025-12-31',
      // No election of the cycle has a result yet: every line of the bundled files leaves the four columns empty.
      results: {},
    });
  });

  it('reads the results the FEC fills in once elections are held: won (W) or lost (L) each, as filed', () => {
    // Begich's line with a primary won and a general election lost, as a later file would have them.
    const decided = line(
      'H2AK01083|BEGICH, NICHOLAS III|I|2|REP|3227987.94|956117.52|1126626.18|0|104330.06|2205691.82|0|0|0|49236.07|0|375763.93|1637182.21|AK|00||W||L|48.1|615577|5000|12/31/2026|39453.93|3000',
    );
    expect(decided.results).toEqual({ primary: 'won', general: 'lost' });
    expect(
      line('S4CA00761|SINGH, MAJOR|O|3|NOP|0|0|120|0|513.7|393.7|0|0|0|0|0|21028.84|0|CA||L|?|w|||0|0|12/31/2025|0|0').results,
    ).toEqual({
      special: 'lost',
      runoff: 'won',
    });
  });

  it('reads cents without a leading zero and negative cash on hand', () => {
    const holmes = line(
      'H4AL01255|HOLMES, THOMAS BETHUNE MR.|C|1|DEM|.09|0|415.13|0|.01|-415.03|0|0|0|0|0|0|0|AL|01||||||0|0|03/31/2025|0|0',
    );
    expect(holmes).toMatchObject({ receipts: 0.09, cashOnHand: -415.03, district: '1', incumbency: 'C', coverageEnd: '2025-03-31' });
  });

  it('reads a line without incumbent/challenger status', () => {
    expect(line('H0CA17201|PARK, JASON ISAAC||1|DEM|580|0|493.22|0|0|86.78|0|0|0|0|0|0|580|CA|17||||||0|0|12/31/2025|0|0')).toMatchObject({
      incumbency: null,
      district: '17',
      receipts: 580,
    });
  });

  it('reads a Senate line with an empty district, and the 2024 file’s candidate loans', () => {
    expect(
      line(
        'S4CA00589|LEE, BARBARA|O|1|DEM|5809488.05|175400|5760696.07|0|0|48791.98|0|0|0|0|0|91035.13|5206677.82|CA|||||||359264.33|0|12/31/2024|318103.79|9300',
      ),
    ).toMatchObject({
      office: 'S',
      state: 'CA',
      district: null,
      incumbency: 'O',
      pacs: 359264.33,
      coverageEnd: '2024-12-31',
    });
    expect(
      line(
        'H6AL01102|SIDWELL, AUSTIN|O|2|REP|74848.1|0|50608.74|0|0|24239.36|1873.1|51000|0|0|0|51000|21975|AL|01||||||0|0|12/31/2025|5250|0',
      ),
    ).toMatchObject({
      candidateMoney: 1873.1,
      loans: 51000,
      debts: 51000,
    });
  });

  it('reads a presidential line (state 00) as national, and FEC party codes by name', () => {
    expect(
      line('P00009621|WARREN, ELIZABETH|C|1|DEM|4314.29|0|5182.21|0|1647.12|779.2|0|0|0|0|0|0|0|00|00||||||0|0|12/31/2025|0|0'),
    ).toMatchObject({
      office: 'P',
      state: 'US',
      district: null,
    });
    expect(line('S4CA00761|SINGH, MAJOR|O|3|NOP|0|0|120|0|513.7|393.7|0|0|0|0|0|21028.84|0|CA|||||||0|0|12/31/2025|0|0').party).toBe(
      'No party preference',
    );
  });

  it('says why a line cannot be read', () => {
    expect(parseWeballLine('H2AK01158|PELTOLA, MARY|C|1|DEM')).toEqual({ ok: false, reason: '5 columns, expected 30' });
    expect(parseWeballLine('X|PELTOLA, MARY|C|1|DEM|0|0|0|0|0|0|0|0|0|0|0|0|0|AK|00||||||0|0|12/31/2025|0|0')).toEqual({
      ok: false,
      reason: "not an FEC candidate id: 'X'",
    });
    expect(parseWeballLine('H2AK01158|PELTOLA, MARY|C|1|DEM|lots|0|0|0|0|0|0|0|0|0|0|0|0|AK|00||||||0|0|12/31/2025|0|0')).toEqual({
      ok: false,
      reason: "TTL_RECEIPTS is not an amount: 'lots'",
    });
  });

  it('takes the cycle from the FEC file name', () => {
    expect(cycleOfFile('/data/fec-bulk/weball26.txt')).toBe(2026);
    expect(cycleOfFile('weball24.txt')).toBe(2024);
    expect(cycleOfFile('candidates.txt')).toBeUndefined();
  });
});
