import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeBill } from '../../test/fixtures.ts';
import { json, mockApi, renderApp, staffUser } from '../../test/render.tsx';
import { LegislationTab } from './legislation-tab.tsx';

const bills = [
  makeBill({ id: 1, title: 'Federal one', level: 'federal' }),
  makeBill({ id: 2, title: 'New York one', level: 'state', state: 'NY' }),
  makeBill({ id: 3, title: 'Ohio one', level: 'state', state: 'OH' }),
];

const headings = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

// These tests type into many fields; a parallel full run needs more than the default 5 s.
describe('Legislative Tracker', { timeout: 20_000 }, () => {
  it('loads, defaults to federal, switches to state and narrows by the state dropdown', async () => {
    mockApi({ '/api/auth/user': json(null, 401), '/api/bills': bills });
    renderApp(<LegislationTab selectedId={null} onSelect={() => {}} renderDiscussion={() => null} />);
    expect(screen.getByText('Loading legislation...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Federal one' })).toBeInTheDocument();
    expect(headings()).toEqual(['Federal one']);
    expect(screen.queryByRole('button', { name: 'Refresh Legislation' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'State' }));
    expect(headings()).toEqual(['New York one', 'Ohio one']);

    await userEvent.click(screen.getByRole('combobox', { name: 'State' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['All states', 'New York', 'Ohio']);
    await userEvent.click(screen.getByRole('option', { name: 'Ohio' }));
    expect(headings()).toEqual(['Ohio one']);
  });

  it('empty: "No bills found." plus the staff hint for staff; Refresh shows Refreshing... then the toast', async () => {
    let finish: () => void = () => {};
    mockApi({
      '/api/auth/user': staffUser,
      '/api/bills': [],
      'POST /api/bills/refresh': () => new Promise<Response>((r) => (finish = () => r(json({ message: 'Imported 0 bills.' })))),
    });
    renderApp(<LegislationTab selectedId={null} onSelect={() => {}} renderDiscussion={() => null} />);
    expect(await screen.findByText('No bills found.')).toBeInTheDocument();
    expect(await screen.findByText('Staff members can add bills manually or refresh legislation.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Legislation' }));
    expect(await screen.findByRole('button', { name: 'Refreshing...' })).toBeDisabled();
    finish();
    expect(await screen.findByText('Success')).toBeInTheDocument();
    expect(await screen.findByText('Imported 0 bills.')).toBeInTheDocument();
  });

  it('a selected bill shows its detail with the back button', async () => {
    mockApi({ '/api/auth/user': json(null, 401), '/api/bills': [makeBill({ id: 2, title: 'Detail me', passedDate: '2025-03-03T12:00:00Z' })] });
    renderApp(<LegislationTab selectedId={2} onSelect={() => {}} renderDiscussion={() => <p>discussion here</p>} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Detail me' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to legislation' })).toBeInTheDocument();
    expect(screen.getByText('Passed Mar 3, 2025')).toBeInTheDocument();
    expect(within(screen.getByRole('article')).getByText('discussion here')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Progressive Analysis')).toBeInTheDocument());
  });

  // Renders up to 150 full cards in jsdom: seconds of work that a busy 2-core machine can stretch past 20 s.
  it('renders a long list in slices: 60 cards first, 60 more on "Show more bills"', async () => {
    const many = Array.from({ length: 150 }, (_, i) => makeBill({ id: i + 1, title: `Bill ${i + 1}`, introducedDate: new Date(Date.UTC(2025, 0, 1) - i * 86_400_000).toISOString() }));
    mockApi({ '/api/auth/user': json(null, 401), '/api/bills': many });
    renderApp(<LegislationTab selectedId={null} onSelect={() => {}} renderDiscussion={() => null} />);
    expect(await screen.findByRole('heading', { name: 'Bill 1' })).toBeInTheDocument();
    expect(headings()).toHaveLength(60);
    await userEvent.click(screen.getByRole('button', { name: 'Show more bills' }));
    expect(headings()).toHaveLength(120);
    await userEvent.click(screen.getByRole('button', { name: 'Show more bills' }));
    expect(headings()).toHaveLength(150);
    expect(screen.queryByRole('button', { name: 'Show more bills' })).not.toBeInTheDocument();
  }, 60_000);
});
