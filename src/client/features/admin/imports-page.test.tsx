import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { json, mockApi, readerUser, renderApp, staffUser, writes } from '../../../../tests/support/client/render.tsx';
import { type importRun, importsOverview, runQueued } from '../../../shared/schemas/imports.ts';
import { IMPORTS_POLL_MS } from './api.ts';
import { ImportsPage } from './imports-page.tsx';

type Run = z.output<typeof importRun>;
const started = new Date(Date.now() - 60_000);

function run(over: Partial<Run>): Run {
  return {
    id: 1,
    sync: 'votes',
    trigger: 'schedule',
    status: 'running',
    attempt: 1,
    queuedAt: started,
    startedAt: started,
    finishedAt: null,
    itemsDone: 3,
    itemsTotal: 10,
    added: 2,
    updated: 1,
    unchanged: 0,
    failed: 0,
    errors: [],
    message: null,
    ...over,
  };
}

const syncs: z.output<typeof importsOverview>['syncs'] = [
  {
    sync: 'members',
    cron: '0 6 * * *',
    off: null,
    keySettings: [],
    timeZone: 'America/New_York',
    nextRunAt: new Date('2026-11-25T11:00:00Z'),
    lastGoodRunAt: started,
  },
  {
    sync: 'votes',
    cron: '5 * * * 1-5',
    off: null,
    keySettings: [],
    timeZone: 'America/New_York',
    nextRunAt: new Date('2026-11-24T14:05:00Z'),
    lastGoodRunAt: null,
  },
  { sync: 'legislation', cron: null, off: 'setting', keySettings: [], timeZone: 'America/New_York', nextRunAt: null, lastGoodRunAt: null },
  {
    sync: 'candidates',
    cron: null,
    off: 'missing-key',
    keySettings: ['FEC_API_KEY'],
    timeZone: 'America/New_York',
    nextRunAt: null,
    lastGoodRunAt: null,
  },
];

/** The overview as the server sends it: encoded by the shared schema. */
const overview = (runs: Run[]) => json(importsOverview.encode({ syncs, runs }));

afterEach(() => vi.useRealTimers());

describe('Imports', () => {
  it("shows a running import's progress, moving as the server counts items", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers = [overview([run({})]), overview([run({ itemsDone: 7, added: 5, updated: 2 })])];
    mockApi({
      '/api/auth/user': staffUser,
      '/api/admin/imports': () => answers.shift() ?? overview([run({ status: 'succeeded', itemsDone: 10 })]),
    });
    renderApp(<ImportsPage />, { path: '/admin/imports' });
    expect(await screen.findByText('3 of 10 items')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Votes: 3 of 10 items' })).toHaveAttribute('value', '3');
    await act(() => vi.advanceTimersByTimeAsync(IMPORTS_POLL_MS.active));
    expect(await screen.findByText('7 of 10 items')).toBeInTheDocument();
    expect(screen.getByText(/5 added · 2 updated · 0 unchanged/)).toBeInTheDocument();
  });

  it('shows each sync’s next run or why it is off, and runs one now', async () => {
    const fetchMock = mockApi({
      '/api/auth/user': staffUser,
      '/api/admin/imports': overview([]),
      'POST /api/admin/imports/members/run': json(
        runQueued.encode({ message: 'Members sync queued. Its progress shows below.', jobId: 'j1' }),
        202,
      ),
    });
    renderApp(<ImportsPage />, { path: '/admin/imports' });
    expect(await screen.findByText('No import has run yet')).toBeInTheDocument();
    const candidates = screen.getByRole('heading', { name: 'Candidates' }).closest('li')!;
    // Off for want of a key: the line names the setting that turns it on, and the disabled button says why.
    const why = 'Off until FEC_API_KEY is set in the server settings';
    expect(within(candidates).getByText(why)).toBeInTheDocument();
    expect(within(candidates).getByRole('button', { name: 'Run Candidates now' })).toBeDisabled();
    expect(within(candidates).getByRole('button', { name: 'Run Candidates now' })).toHaveAccessibleDescription(why);
    expect(screen.getByRole('button', { name: 'Run Members now' })).not.toHaveAccessibleDescription();
    expect(
      within(screen.getByRole('heading', { name: 'Bills' }).closest('li')!).getByText('Off in the server settings'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Run Members now' }));
    expect(await screen.findByText('Members sync queued. Its progress shows below.')).toBeInTheDocument();
    expect(writes(fetchMock)).toEqual([['POST /api/admin/imports/members/run', undefined]]);
  });

  it("says why 'Run now' was refused", async () => {
    mockApi({
      '/api/auth/user': staffUser,
      '/api/admin/imports': overview([]),
      'POST /api/admin/imports/votes/run': json(
        { message: 'Import Votes is already running. Wait for it to finish, then try again.' },
        409,
      ),
    });
    renderApp(<ImportsPage />, { path: '/admin/imports' });
    await userEvent.click(await screen.findByRole('button', { name: 'Run Votes now' }));
    expect(await screen.findByText('Import Votes is already running. Wait for it to finish, then try again.')).toBeInTheDocument();
  });

  it('tells a visitor to sign in with a staff account, and a reader that imports are for staff', async () => {
    mockApi({ '/api/auth/user': json({ message: 'Unauthorized' }, 401), '/api/admin/imports': json({ message: 'Unauthorized' }, 401) });
    const { unmount } = renderApp(<ImportsPage />, { path: '/admin/imports' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Imports are for newsroom staff. Sign in with a staff account to see them.');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    unmount();
    mockApi({ '/api/auth/user': readerUser, '/api/admin/imports': json({ message: 'Forbidden: staff only' }, 403) });
    renderApp(<ImportsPage />, { path: '/admin/imports' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Imports are for newsroom staff only: your account is not a staff account.');
    expect(screen.queryByRole('button', { name: /Run .* now/ })).toBeNull();
  });

  it('lists the runs the demo seed, a LegiScan import and an Open States import made, each by its name and who started it', async () => {
    const seeded = run({ id: 2, sync: 'candidates', trigger: 'seed', status: 'succeeded', itemsTotal: null, itemsDone: 0 });
    const legiscan = run({ id: 3, sync: 'legiscan', trigger: 'cli', status: 'succeeded', message: 'Imported CO 2024 special session.' });
    const people = run({ id: 4, sync: 'openstates-people', trigger: 'seed', status: 'succeeded', message: 'MN: 200 legislators.' });
    mockApi({ '/api/auth/user': staffUser, '/api/admin/imports': overview([people, legiscan, seeded]) });
    renderApp(<ImportsPage />, { path: '/admin/imports' });
    const rows = within(await screen.findByRole('region', { name: 'Import runs' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows[0]).toHaveTextContent(/^Open States officialsDemo seed, first start/);
    expect(rows[1]).toHaveTextContent(/^State legislatures \(LegiScan\)Command line/);
    expect(rows[2]).toHaveTextContent(/^CandidatesDemo seed, first start/);
  });

  it('a run that counted no items (a whole folder read at once) says its counts are in its outcome, not zeros', async () => {
    const folder = run({
      id: 5,
      sync: 'congress-data',
      trigger: 'seed',
      status: 'succeeded',
      itemsTotal: null,
      itemsDone: 0,
      added: 0,
      updated: 0,
      message: 'Wrote 1530 roll calls (367338 positions, 174437 ledger votes, 477 new bills); 0 unchanged.',
    });
    const counted = run({
      id: 6,
      sync: 'legislation',
      trigger: 'seed',
      status: 'succeeded',
      itemsTotal: 61,
      itemsDone: 61,
      added: 61,
      updated: 0,
    });
    mockApi({ '/api/auth/user': staffUser, '/api/admin/imports': overview([folder, counted]) });
    renderApp(<ImportsPage />, { path: '/admin/imports' });
    const [folderRow, countedRow] = within(await screen.findByRole('region', { name: 'Import runs' }))
      .getAllByRole('row')
      .slice(1);
    expect(folderRow).toHaveTextContent('Not counted by item: see its outcome');
    expect(folderRow).not.toHaveTextContent(/0 added|items done/);
    expect(folderRow).toHaveTextContent('Wrote 1530 roll calls');
    expect(countedRow).toHaveTextContent('61 of 61 items');
    expect(countedRow).toHaveTextContent('61 added · 0 updated · 0 unchanged · 0 failed');
  });

  it('shows a run handed back or failed with retries left as waiting to resume, with its error', async () => {
    const waiting = run({
      status: 'queued',
      attempt: 1,
      itemsDone: 4,
      message: 'Attempt 1 failed; the queue tries again.',
      errors: ['House: HTTP 503'],
    });
    mockApi({ '/api/auth/user': staffUser, '/api/admin/imports': overview([waiting]) });
    renderApp(<ImportsPage />, { path: '/admin/imports' });
    expect(await screen.findByText('Waiting to resume: 4 items done')).toBeInTheDocument();
    expect(screen.getByText('Attempt 1 failed; the queue tries again.')).toBeInTheDocument();
    expect(screen.getByText('1 error')).toBeInTheDocument();
  });
});
