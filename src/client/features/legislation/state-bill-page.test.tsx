// A state bill's page (docs/decisions/0329-state-bills-on-screen.md): its legislature and session, status
// since when, the state's page and LegiScan's, sponsors, a history collapsed when long, roll calls named by
// the statehouse's own chambers and marked floor or committee, how every legislator voted, and the credit.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  makeBill,
  makeBillDetail,
  makeRollCall,
  makeRollCallPosition,
  makeStateBillRecord,
} from '../../../../tests/support/client/fixtures.ts';
import { json, mockApi, renderApp } from '../../../../tests/support/client/render.tsx';
import type { StateBillAction } from '../../../shared/schemas/bills.ts';
import { BillCard } from './bill-card.tsx';
import { LegislationTab } from './legislation-tab.tsx';

const minnesota = { level: 'state', state: 'MN', session: '94th Legislature 2025-2026' } as const;
const stateRollCall = { level: 'state', state: 'MN', congress: null, session: null, number: null, sessionName: minnesota.session } as const;

const floorVote = makeRollCall({
  ...stateRollCall,
  id: 31,
  key: 'legiscan:1500001',
  chamber: 'upper',
  chamberName: 'Minnesota Senate',
  floor: true,
  question: 'Third reading',
  result: 'Not recorded',
  sourceUrl: 'https://legiscan.com/MN/rollcall/HF3/id/1500001',
  partyTally: [
    { party: 'D', yes: 34, no: 0, present: 0, notVoting: 0, absent: 0 },
    { party: 'R', yes: 0, no: 31, present: 0, notVoting: 0, absent: 2 },
  ],
});
const committeeVote = makeRollCall({
  ...stateRollCall,
  id: 32,
  key: 'legiscan:1500002',
  chamber: 'lower',
  chamberName: 'Minnesota House of Representatives',
  floor: false,
  kind: 'procedural',
  voteKind: 'procedure',
  countsInScores: false,
  question: 'House Education Report',
  result: 'Not recorded',
  votedAt: '2025-03-01T12:00:00.000Z',
  partyTally: [{ party: 'D', yes: 5, no: 0, present: 0, notVoting: 0, absent: 0 }],
});

function renderStateBill(record = makeStateBillRecord(), status = 'Passed') {
  const onOpenOfficial = vi.fn();
  mockApi({
    '/api/auth/user': json(null, 401),
    '/api/bills/3': makeBillDetail({ id: 3, billNumber: 'HF3', title: 'Paid leave', status, ...minnesota, statehouse: record }),
    '/api/bills/3/roll-calls': [committeeVote, floorVote],
    // By name, as the server orders them.
    '/api/roll-calls/32/positions': [
      makeRollCallPosition({ memberKey: 'legiscan:6306', name: 'Bobby Champion', party: 'D', state: 'MN', position: 'Absent' }),
      makeRollCallPosition({ memberKey: 'legiscan:6301', name: 'Erin Murphy', party: 'D', state: 'MN', position: 'Yes', officialId: 41 }),
    ],
    '/api/officials': [],
  });
  renderApp(<LegislationTab selectedId={3} onSelect={() => {}} onOpenOfficial={onOpenOfficial} renderDiscussion={() => null} />);
  return { onOpenOfficial };
}

const detail = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe("a state bill's page", () => {
  it('says which legislature and session, its status since when, and links to the state’s page and LegiScan’s', async () => {
    renderStateBill();
    await screen.findByRole('heading', { level: 1, name: 'Paid leave' });
    expect(screen.getByText('94th Legislature 2025-2026', { selector: 'span' })).toBeInTheDocument();
    expect(detail('Legislature')).toHaveTextContent('Minnesota Legislature, 94th Legislature 2025-2026');
    expect(detail('Status')).toHaveTextContent('Passed since May 19, 2025');
    expect(screen.getByRole('link', { name: /View on the Minnesota Legislature's site/ })).toHaveAttribute(
      'href',
      'https://www.revisor.mn.gov/bills/bill.php?b=House&f=HF0003&ssn=0&y=2025',
    );
    expect(screen.getByRole('link', { name: /View on LegiScan/ })).toHaveAttribute('href', 'https://legiscan.com/MN/bill/HF3/2025');
    expect(screen.getByText(/Roll calls and bills:/)).toHaveTextContent('Roll calls and bills: LegiScan (CC BY 4.0)');
    expect(screen.getByRole('link', { name: 'CC BY 4.0' })).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/4.0/');
  });

  it.each([
    ['Under Review', 'Engrossed', '2025-04-02', 'Under Review (LegiScan: Engrossed, Apr 2, 2025)'],
    ['In Committee', 'Engrossed', '2025-04-02', 'In Committee (LegiScan: Engrossed, Apr 2, 2025)'],
    ['Under Review', 'Enrolled', '2025-05-16', 'Under Review (LegiScan: Enrolled, May 16, 2025)'],
    ['Failed', 'Vetoed', '2025-05-30', 'Failed (LegiScan: Vetoed, May 30, 2025)'],
    ['Pending', 'Introduced', null, 'Pending (LegiScan: Introduced)'],
    ['Failed', 'Failed', '2025-05-19', 'Failed since May 19, 2025'],
    ['Pending', null, '2025-05-19', 'Pending since May 19, 2025'],
  ] as const)('shows the status %s with LegiScan’s %s where it says more', async (status, legiscanStatus, statusDate, shown) => {
    renderStateBill(makeStateBillRecord({ legiscanStatus, statusDate }), status);
    await screen.findByRole('heading', { level: 1, name: 'Paid leave' });
    expect(detail('Status')?.textContent).toBe(shown);
  });

  it('lists its sponsors in order, primary first, a legislator who is an official linking to their page', async () => {
    const { onOpenOfficial } = renderStateBill();
    const sponsors = await screen.findByRole('list', { name: 'Sponsors' });
    const rows = within(sponsors).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Erin Murphy D · Minnesota Senate, SD-064Primary sponsor',
      'Bobby Champion D · Minnesota Senate, SD-059Co-sponsor',
    ]);
    await userEvent.click(within(sponsors).getByRole('link', { name: 'Erin Murphy' }));
    expect(onOpenOfficial).toHaveBeenCalledWith(41);
    expect(within(sponsors).queryByRole('link', { name: 'Bobby Champion' })).not.toBeInTheDocument();
  });

  it('shows its history oldest first with each chamber’s name; a long one shows its latest steps until asked for all', async () => {
    const actions: StateBillAction[] = Array.from({ length: 20 }, (_, i) => ({
      date: `2025-03-${String(i + 1).padStart(2, '0')}`,
      chamber: 'lower',
      chamberName: 'Minnesota House of Representatives',
      action: `Step ${i + 1}`,
    }));
    renderStateBill(makeStateBillRecord({ actions }));
    const history = await screen.findByRole('list', { name: 'History' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([15, 16, 17, 18, 19, 20].map((n) => `Mar ${n}, 2025 · Minnesota House of Representatives${`Step ${n}`}`));
    await userEvent.click(screen.getByRole('button', { name: 'Show all 20 actions' }));
    expect(within(screen.getByRole('list', { name: 'History' })).getAllByRole('listitem')).toHaveLength(20);
    expect(screen.queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();
  });

  it('shows a short history whole, the governor’s steps without a chamber', async () => {
    renderStateBill();
    const history = await screen.findByRole('list', { name: 'History' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      'Feb 6, 2025 · Minnesota House of RepresentativesIntroduction and first reading',
      'May 12, 2025 · Minnesota SenateThird reading Passed',
      'May 19, 2025Governor approval',
    ]);
    expect(screen.queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();
  });

  it('lists its roll calls by the statehouse’s chambers, floor and committee marked, with absent members counted apart', async () => {
    renderStateBill();
    const committee = (
      await screen.findByRole('heading', { level: 3, name: /^Minnesota House of Representatives committee vote/ })
    ).closest('li')!;
    expect(within(committee).getByText('Committee')).toBeInTheDocument();
    expect(within(committee).getByText('94th Legislature 2025-2026')).toBeInTheDocument();
    expect(
      within(committee).getByText("Not counted in scores: a committee's vote, and only votes of the whole chamber count."),
    ).toBeInTheDocument();
    const floor = screen.getByRole('heading', { level: 3, name: /^Minnesota Senate floor vote/ }).closest('li')!;
    expect(within(floor).getByText('Floor')).toBeInTheDocument();
    expect(within(floor).getByRole('link', { name: /LegiScan's record/ })).toHaveAttribute('href', floorVote.sourceUrl);
    const table = within(floor).getByRole('table', { name: 'Tally by party, Minnesota Senate floor vote' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => Array.from(row.children, (c) => c.textContent)),
    ).toEqual([
      ['Party', 'Yes', 'No', 'Present', 'Not voting', 'Absent'],
      ['D', '34', '0', '0', '0', '0'],
      ['R', '0', '31', '0', '0', '2'],
      ['Total', '34', '31', '0', '0', '2'],
    ]);
  });

  it('shows how every legislator voted, one who is an official linking to their page', async () => {
    const { onOpenOfficial } = renderStateBill();
    const committee = (
      await screen.findByRole('heading', { level: 3, name: /^Minnesota House of Representatives committee vote/ })
    ).closest('li')!;
    await userEvent.click(within(committee).getByRole('button', { name: 'How every member voted' }));
    const list = await within(committee).findByRole('list', { name: 'Members’ positions' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['Bobby Champion (D-MN)Absent', 'Erin Murphy (D-MN)Yes']);
    await userEvent.click(within(list).getByRole('link', { name: 'Erin Murphy' }));
    expect(onOpenOfficial).toHaveBeenCalledWith(41);
  });
});

describe('a state bill’s card', () => {
  it('shows its state, number, session and date', () => {
    renderApp(
      <BillCard bill={makeBill({ billNumber: 'HF3', ...minnesota, introducedDate: '2025-02-06T00:00:00.000Z' })} onOpen={() => {}} />,
    );
    const card = screen.getByRole('article');
    expect(within(card).getByText('HF3')).toBeInTheDocument();
    expect(within(card).getByText('Minnesota')).toBeInTheDocument();
    expect(within(card).getByText('94th Legislature 2025-2026')).toBeInTheDocument();
    expect(within(card).getByText('Introduced Feb 6, 2025')).toBeInTheDocument();
  });
});
