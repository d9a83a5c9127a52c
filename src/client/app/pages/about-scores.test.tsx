import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderApp } from '../../../../tests/support/client/render.tsx';
import { adjustedProgressiveScore, partyBaseline } from '../../../shared/scoring.ts';
import { AppRoutes } from '../router.tsx';
import { skipSplash } from '../splash.tsx';

describe('About the scores', () => {
  it("opens at the section its address names, as the receipt's 'How scores are inferred' link asks", async () => {
    mockApi({ '/api/auth/user': json(null, 401) });
    const scrolled: string[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.textContent ?? '');
    });
    window.history.replaceState(null, '', '/about/scores#inferred');
    try {
      renderApp(<AppRoutes />, { path: '/about/scores' });
      await screen.findByRole('heading', { level: 1, name: 'About the scores' });
      expect(scrolled).toEqual(['Scores inferred from the votes']);
    } finally {
      window.history.replaceState(null, '', '/');
      vi.restoreAllMocks();
    }
  });

  it('at /about/scores: bills, officials, lean, missed votes, candidates, your match and the sources, each under its heading', async () => {
    mockApi({ '/api/auth/user': json(null, 401) });
    renderApp(<AppRoutes />, { path: '/about/scores' });
    expect(await screen.findByRole('heading', { level: 1, name: 'About the scores' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'How a bill gets a score',
      'Scores inferred from the votes',
      "How an official's score is made",
      'Which votes count',
      'Party baseline and lean',
      'Missed votes',
      "A candidate's score",
      'Your match',
      'Where the data comes from',
    ]);
    const yourMatch = screen.getByRole('region', { name: 'Your match' });
    expect(within(yourMatch).getByText(/a Yes on a bill you support, or a No on a bill you oppose, agrees/)).toBeInTheDocument();
    expect(within(yourMatch).getByText(/Not voting and Present are listed but not counted/)).toBeInTheDocument();
    const bills = screen.getByRole('region', { name: 'How a bill gets a score' });
    for (const text of ['Scored by the published rubric.', 'Scored by Civic Ledger staff.', 'Not yet scored.']) {
      expect(within(bills).getByText(text)).toBeInTheDocument();
    }
    expect(within(bills).getByText(/start at a neutral 5/)).toBeInTheDocument();

    // Which kinds of vote count, and why: passage and budget do, nominations (en bloc packages too) and procedure do not.
    const kinds = screen.getByRole('region', { name: 'Which votes count' });
    expect(within(kinds).getByText('Passage: counts')).toBeInTheDocument();
    expect(within(kinds).getByText('Budget: counts')).toBeInTheDocument();
    expect(within(kinds).getByText('Nomination: does not count')).toBeInTheDocument();
    expect(within(kinds).getByText('Procedure: does not count')).toBeInTheDocument();
    expect(within(kinds).getByText(/a resolution that only lets the Senate consider a package of nominations at once/)).toBeInTheDocument();
    expect(within(kinds).getByText(/a stopgap \(continuing\) funding bill/)).toBeInTheDocument();
    expect(within(kinds).getByText(/Staff may exclude any one bill from scores, and include it again/)).toBeInTheDocument();

    const baselines = screen.getByRole('table', { name: 'Party baselines' });
    expect(
      within(baselines)
        .getAllByRole('row')
        .slice(1)
        .map((row) => Array.from(row.children, (c) => c.textContent)),
    ).toEqual([
      ['Democratic', String(partyBaseline('Democratic'))],
      ['Republican', String(partyBaseline('Republican'))],
      ['Independent', String(partyBaseline('Independent'))],
      ['Any other party', String(partyBaseline('Green'))],
    ]);
    const candidates = screen.getByRole('region', { name: "A candidate's score" });
    expect(within(candidates).getByText(new RegExp(`an adjusted score of ${adjustedProgressiveScore(8, 4)}\\.`))).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Missed votes' })).getByText(/League of Conservation Voters/)).toBeInTheDocument();

    const sources = within(screen.getByRole('region', { name: 'Where the data comes from' }));
    for (const source of [
      'Congress.gov',
      'The Clerk of the House of Representatives',
      'senate.gov',
      'OpenFEC',
      'The congress-legislators dataset',
    ]) {
      expect(sources.getByText(source)).toBeInTheDocument();
    }
  });

  it("each tab links to it once under its subtitle; the page's Back returns to the tab the reader left", async () => {
    vi.stubGlobal('scrollTo', () => {});
    skipSplash();
    mockApi({
      '/api/auth/user': json(null, 401),
      '/api/articles': [],
      '/api/bills': [],
      '/api/bills/states': [],
      '/api/officials': [],
      '/api/candidates': [],
    });
    const { location } = renderApp(<AppRoutes />);
    for (const [tab, heading] of [
      ['Candidates', 'Progressive Candidates'],
      ['Officials', 'Elected Officials'],
      ['Legislation', 'Legislative Tracker'],
    ] as const) {
      await userEvent.click(within(screen.getByRole('navigation', { name: 'Sections' })).getByRole('link', { name: tab }));
      const header = (await screen.findByRole('heading', { name: heading })).closest('header')!;
      expect(within(header).getByRole('link', { name: 'How scores work' })).toHaveAttribute('href', '/about/scores');
      expect(screen.getAllByRole('link', { name: 'How scores work' })).toHaveLength(1);
    }
    await userEvent.click(screen.getByRole('link', { name: 'How scores work' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'About the scores' })).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/about/scores');
    await userEvent.click(screen.getByRole('link', { name: 'Back to Civic Ledger' }));
    expect(await screen.findByRole('heading', { name: 'Legislative Tracker' })).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/legislation');
    expect(within(screen.getByRole('navigation', { name: 'Sections' })).getByRole('link', { name: 'Legislation' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
