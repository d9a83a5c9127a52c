import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeOfficial, officialsAnswer } from '../../../../tests/support/client/fixtures.ts';
import { json, mockApi, renderApp } from '../../../../tests/support/client/render.tsx';
import { ChamberChart, chamberChartSummaries } from './chamber-chart.tsx';

const senators = [
  { id: 1, name: 'Jane Senator', party: 'Democratic', votingScore: 8, scalePosition: 0.62, scaleVoteCount: 40 },
  { id: 2, name: 'Dee Democrat', party: 'Democratic', votingScore: 9, scalePosition: 0.9, scaleVoteCount: 40 },
  { id: 3, name: 'Ivy Independent', party: 'Independent', votingScore: 7, scalePosition: 0.4, scaleVoteCount: 40 },
  { id: 4, name: 'Rex Republican', party: 'Republican', votingScore: 2, scalePosition: -0.8, scaleVoteCount: 40 },
  { id: 5, name: 'Nel New', party: 'Republican', votingScore: 0, scoredVoteCount: 0, scalePosition: null, scaleVoteCount: 0 },
];

function renderChart(official = makeOfficial(senators[0])) {
  const fetchMock = mockApi({ '/api/auth/user': json(null, 401), '/api/officials': officialsAnswer(senators) });
  renderApp(<ChamberChart official={official} />);
  return fetchMock;
}

describe("an official's chamber chart", () => {
  it('reads the Senate list once and places every senator by score and by scale, the official marked', async () => {
    const fetchMock = renderChart();
    const score = await screen.findByRole('img', { name: /^Jane Senator scores 8/ });
    const scoreSummary =
      'Jane Senator scores 8: lower than 1 and higher than 2 of the 3 other senators with a score. 1 is not shown: no counted votes.';
    const scaleSummary =
      'Jane Senator is at +0.62: more conservative than 1 and more progressive than 2 of the 3 other senators placed. 1 is not shown: not placed on the scale.';
    expect(score).toHaveAccessibleName(scoreSummary);
    expect(screen.getByRole('img', { name: /^Jane Senator is at/ })).toHaveAccessibleName(scaleSummary);
    // Each summary is shown under its picture, and heard once: as the picture's name, not again as text.
    for (const summary of [scoreSummary, scaleSummary]) expect(screen.getByText(summary)).toHaveAttribute('aria-hidden', 'true');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/officials?chamber=senate&sort=highest');
    // A dot per senator with a score (4 of 5), each named; the official's name labels their ring.
    expect(score.querySelectorAll('title')).toHaveLength(4);
    expect(within(score).getByText('Jane Senator', { selector: 'text' })).toBeInTheDocument();
    // The party baselines, labelled on the score axis.
    for (const label of ['Dem. 7.5', 'Rep. 2.5', 'Ind. 6']) expect(within(score).getByText(label)).toBeInTheDocument();
  });

  it('gives the figures as a table behind a disclosure, highest score first, the official flagged', async () => {
    renderChart();
    await userEvent.click(await screen.findByText("Table of every senator's score and position"));
    const table = screen.getByRole('table', { name: 'Every senator by score and position on the scale' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => Array.from(row.children, (c) => c.textContent)),
    ).toEqual([
      ['Member', 'Party', 'State', 'Score', 'Scale'],
      ['Dee Democrat', 'Democratic', 'VT', '9', '+0.90'],
      ['Jane Senator (this page)', 'Democratic', 'VT', '8', '+0.62'],
      ['Ivy Independent', 'Independent', 'VT', '7', '+0.40'],
      ['Rex Republican', 'Republican', 'VT', '2', '−0.80'],
      ['Nel New', 'Republican', 'VT', 'No votes', 'Not placed'],
    ]);
    expect(within(table).getByText('Jane Senator (this page)').closest('tr')).toHaveAttribute('aria-current', 'true');
  });

  it('says so when the official has no score and no place yet', async () => {
    renderChart(makeOfficial(senators[4]));
    expect(
      await screen.findByRole('img', { name: 'Nel New has no score yet; 4 senators have one. 1 is not shown: no counted votes.' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Nel New is not placed on the scale; 4 senators are. 1 is not shown: not placed on the scale.' }),
    ).toBeInTheDocument();
  });

  it('names only the groups an official is ranked against that have members, and says who ties', () => {
    const top = makeOfficial({ ...senators[0], votingScore: 9, scalePosition: 0.94 });
    const others = [
      makeOfficial({ ...senators[1], votingScore: 9, scalePosition: 0.9 }),
      makeOfficial({ ...senators[2], votingScore: 2, scalePosition: -0.8 }),
      makeOfficial({ ...senators[3], votingScore: 7, scalePosition: 0.4 }),
    ];
    expect(chamberChartSummaries(top, [top, ...others])).toEqual({
      score: 'Jane Senator scores 9: higher than 2 and level with 1 of the 3 other senators with a score.',
      scale: 'Jane Senator is at +0.94: more progressive than 3 of the 3 other senators placed.',
    });
    expect(chamberChartSummaries(top, [top]).score).toBe('Jane Senator scores 9: no other senators with a score to compare with.');
  });
});
