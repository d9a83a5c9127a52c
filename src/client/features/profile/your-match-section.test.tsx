import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockApi, readerUser, renderApp } from '../../../../tests/support/client/render.tsx';
import { match } from '../../../shared/schemas/match.ts';
import { YourMatchSection } from './your-match-section.tsx';

const ada = match.parse({
  kind: 'official',
  id: 7,
  name: 'Ada Adams',
  party: 'Democratic',
  office: 'Representative',
  state: 'CA',
  officialId: 7,
  agree: 2,
  disagree: 1,
  notCounted: 1,
  percent: 67,
  bills: [
    { billId: 1, billNumber: 'H.R. 1', title: 'One', stance: 'support', vote: 'Yes', outcome: 'agree' },
    { billId: 2, billNumber: 'H.R. 2', title: 'Two', stance: 'support', vote: 'Not Voting', outcome: 'not-voting' },
  ],
});

describe('Your match on the profile', { timeout: 20_000 }, () => {
  it('lists each match with its percentage and the bills it counts', async () => {
    mockApi({ '/api/auth/user': readerUser, '/api/me/matches': [ada] });
    renderApp(<YourMatchSection />);
    const entry = (await screen.findByRole('link', { name: 'Ada Adams' })).closest('li')!;
    expect(entry).toHaveTextContent('67% agreement (2 of 3 votes; 1 not voting or present, not counted)');
    await userEvent.click(within(entry).getByText('Bills counted (2)'));
    const table = within(entry).getByRole('table', { name: 'Bills counted in the match with Ada Adams' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['H.R. 1SupportYesAgrees', 'H.R. 2SupportNot votingNot counted']);
  });

  it('one bill marked can match a whole chamber: the ten best first, the rest on Show all', async () => {
    const senators = Array.from({ length: 97 }, (_, i) =>
      match.parse({ ...ada, id: 100 + i, officialId: 100 + i, name: `Senator ${i + 1}`, office: 'Senator' }),
    );
    mockApi({ '/api/auth/user': readerUser, '/api/me/matches': senators });
    renderApp(<YourMatchSection />);
    const list = await screen.findByRole('list', { name: 'Your match, best first: 10 of 97' });
    expect(
      within(list)
        .getAllByRole('link', { name: /^Senator/ })
        .map((a) => a.textContent),
    ).toEqual(senators.slice(0, 10).map((s) => s.name));
    await userEvent.click(screen.getByRole('button', { name: 'Show all 97 matches' }));
    expect(screen.getByRole('list', { name: 'Your match, best first: 97 of 97' })).toBeInTheDocument();
  });

  it("'See your match' (#your-match) brings the section into view and focus once the match is drawn", async () => {
    window.history.replaceState(null, '', '/users/me#your-match');
    try {
      mockApi({ '/api/auth/user': readerUser, '/api/me/matches': [ada] });
      renderApp(<YourMatchSection />);
      await screen.findByRole('link', { name: 'Ada Adams' });
      await waitFor(() => expect(screen.getByRole('region', { name: 'Your match' })).toHaveFocus());
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('says how to get a match when no positions are marked', async () => {
    mockApi({ '/api/auth/user': readerUser, '/api/me/matches': json([]) });
    renderApp(<YourMatchSection />);
    expect(await screen.findByText('No positions marked yet')).toBeInTheDocument();
  });
});
