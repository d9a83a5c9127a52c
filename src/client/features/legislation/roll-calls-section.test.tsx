import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeBillDetail, makeRollCall, makeRollCallPosition, officialsAnswer } from '../../../../tests/support/client/fixtures.ts';
import { json, mockApi, renderApp } from '../../../../tests/support/client/render.tsx';
import { LegislationTab } from './legislation-tab.tsx';

const passage = makeRollCall({ id: 21, number: 17 });
const cloture = makeRollCall({
  id: 22,
  key: 'senate:119:1:40',
  chamber: 'senate',
  chamberName: 'Senate',
  number: 40,
  question: 'On the Cloture Motion',
  result: 'Cloture Motion Agreed to',
  kind: 'cloture',
  voteKind: 'procedure',
  countsInScores: false,
  sourceUrl: 'https://www.senate.gov/legislative/LIS/roll_call_votes/vote1191/vote_119_1_00040.htm',
  partyTally: [{ party: 'Democratic', yes: 45, no: 0, present: 0, notVoting: 2 }],
  membersRecorded: false,
});
const positions = [
  makeRollCallPosition({ memberKey: 'A1', name: 'Ada Adams', party: 'D', state: 'VT', position: 'Yes', officialId: 9 }),
  makeRollCallPosition({ memberKey: 'B2', name: 'Bo Brown', party: 'R', state: 'TX', position: 'No' }),
  makeRollCallPosition({ memberKey: 'C3', name: 'Cy Adamson', party: 'R', state: 'OH', position: 'Not Voting' }),
];

function renderRollCalls(onOpenOfficial = vi.fn()) {
  const fetchMock = mockApi({
    '/api/auth/user': json(null, 401),
    '/api/bills/1': makeBillDetail({ id: 1 }),
    '/api/bills/1/roll-calls': [passage, cloture],
    '/api/roll-calls/21/positions': positions,
    '/api/officials': officialsAnswer([{ id: 9, name: 'Ada Adams', scalePosition: 0.5 }]),
  });
  renderApp(<LegislationTab selectedId={1} onSelect={() => {}} onOpenOfficial={onOpenOfficial} renderDiscussion={() => null} />);
  return { fetchMock, onOpenOfficial };
}

const entry = async (name: string) => (await screen.findByRole('heading', { level: 3, name: new RegExp(`^${name}`) })).closest('li')!;
const positionCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/roll-calls/'));

describe("a bill's roll calls", () => {
  it('each with its chamber and number, date, question, result, whether it counts and why, its source and the tally by party', async () => {
    renderRollCalls();
    const house = await entry('House roll call 17');
    expect(within(house).getByRole('heading', { level: 3 })).toHaveTextContent('House roll call 17 · Jan 16, 2025');
    expect(within(house).getByText('119th Congress, session 1')).toBeInTheDocument();
    expect(within(house).getByText('Question').nextElementSibling).toHaveTextContent('On Passage');
    expect(within(house).getByText('Result').nextElementSibling).toHaveTextContent('Passed');
    expect(within(house).getByText('Counts in scores: a passage vote on a scored bill.')).toBeInTheDocument();
    expect(within(house).getByRole('link', { name: /The House Clerk's record/ })).toHaveAttribute('href', passage.sourceUrl);

    const table = within(house).getByRole('table', { name: 'Tally by party, House roll call 17' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => Array.from(row.children, (c) => c.textContent)),
    ).toEqual([
      ['Party', 'Yes', 'No', 'Present', 'Not voting'],
      ['Democratic', '210', '2', '0', '3'],
      ['Republican', '5', '208', '1', '4'],
      ['Total', '215', '210', '1', '7'],
    ]);

    const senate = await entry('Senate roll call 40');
    expect(
      within(senate).getByText('Not counted in scores: this is a cloture vote, and only passage and budget votes on a scored bill count.'),
    ).toBeInTheDocument();
    expect(within(senate).getByRole('link', { name: /The Senate's record/ })).toHaveAttribute('href', cloture.sourceUrl);
  });

  it("a roll call with its members shows how it split; 'How every member voted' lists them; 'Find a member' narrows it; members who are officials here link to them", async () => {
    vi.stubGlobal('scrollTo', () => {});
    const { fetchMock, onOpenOfficial } = renderRollCalls();
    const house = await entry('House roll call 17');
    // The split chart asks for the positions once; the list by name reads the same answer.
    expect(await within(house).findByRole('img', { name: /^House roll call 17 by position on the scale/ })).toBeInTheDocument();
    const toggle = within(house).getByRole('button', { name: 'How every member voted' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const filter = await within(house).findByRole('searchbox', { name: 'Find a member' });
    expect(positionCalls(fetchMock)).toEqual(['/api/roll-calls/21/positions']);
    const members = () =>
      within(within(house).getByRole('list', { name: 'Members’ positions' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(members()).toEqual(['Ada Adams (D-VT)Yes', 'Bo Brown (R-TX)No', 'Cy Adamson (R-OH)Not Voting']);

    await userEvent.type(filter, 'adam');
    expect(members()).toEqual(['Ada Adams (D-VT)Yes', 'Cy Adamson (R-OH)Not Voting']);
    expect(within(house).getByText('2 of 3 members')).toBeInTheDocument();
    await userEvent.clear(filter);
    await userEvent.type(filter, 'tx');
    expect(members()).toEqual(['Bo Brown (R-TX)No']);
    await userEvent.clear(filter);
    await userEvent.type(filter, 'nobody');
    expect(within(house).getByText('No member matches “nobody”.')).toBeInTheDocument();
    await userEvent.clear(filter);

    // Only a member who is an official here is a link.
    expect(within(house).queryByRole('link', { name: 'Bo Brown' })).not.toBeInTheDocument();
    const ada = within(house).getByRole('link', { name: 'Ada Adams' });
    expect(ada).toHaveAttribute('href', '/officials/9');
    await userEvent.click(ada);
    expect(onOpenOfficial).toHaveBeenCalledWith(9);
  });

  it('a roll call recorded without its members says so, and offers no list', async () => {
    renderRollCalls();
    const senate = await entry('Senate roll call 40');
    expect(within(senate).getByText(/recorded only the totals for this roll call, not how each member voted/)).toBeInTheDocument();
    expect(within(senate).queryByRole('button', { name: 'How every member voted' })).not.toBeInTheDocument();
    expect(within(senate).queryByRole('img', { name: /by position on the scale/ })).not.toBeInTheDocument();
  });
});
