import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeRollCall, makeRollCallPosition, officialsAnswer } from '../../../../tests/support/client/fixtures.ts';
import { json, mockApi, renderApp } from '../../../../tests/support/client/render.tsx';
import { RollCallSplit } from './roll-call-split.tsx';

const rollCall = makeRollCall({ id: 21, number: 17 });
const member = (id: number, name: string, party: string, position: string) =>
  makeRollCallPosition({ memberKey: `K${id}`, name, party, state: 'OH', position, officialId: id });
const positions = [
  member(1, 'Ann Dem', 'D', 'Yes'),
  member(2, 'Bea Dem', 'D', 'Yes'),
  member(3, 'Cal Dem', 'D', 'No'),
  member(4, 'Dan Rep', 'R', 'No'),
  member(5, 'Eve Rep', 'R', 'No'),
  member(6, 'Fay Rep', 'R', 'Yes'),
  member(7, 'Gus Rep', 'R', 'Yes'),
  member(8, 'Hal Rep', 'R', 'No'),
  member(9, 'Ida Rep', 'R', 'Not Voting'),
  makeRollCallPosition({ memberKey: 'K10', name: 'Jo Gone', party: 'R', state: 'TX', position: 'No', officialId: null }),
];
const scales = [0.9, 0.7, 0.5, -0.9, -0.8, -0.2, -0.3, -0.7, -0.6];

function renderSplit() {
  mockApi({
    '/api/auth/user': json(null, 401),
    '/api/roll-calls/21/positions': positions,
    '/api/officials': officialsAnswer(
      scales.map((scalePosition, i) => ({ id: i + 1, name: positions[i]!.name, office: 'Representative', scalePosition })),
    ),
  });
  renderApp(<RollCallSplit rollCall={rollCall} />);
}

describe("a roll call's split", () => {
  it('puts the Yes voters above the axis and the No voters below, and counts who broke ranks', async () => {
    renderSplit();
    const chart = await screen.findByRole('img', { name: /^House roll call 17 by position on the scale/ });
    expect(chart).toHaveAccessibleName(
      'House roll call 17 by position on the scale: 4 Yes above the line, 4 No below. Broke ranks: 1 Democrat voted No; 2 Republicans voted Yes.',
    );
    // Shown above the picture, and heard once, at the end of its name.
    expect(screen.getByText('Broke ranks: 1 Democrat voted No; 2 Republicans voted Yes.')).toHaveAttribute('aria-hidden', 'true');
    // The member with no place on the scale is said to be missing, not drawn; those who broke ranks are outlined.
    expect(chart.querySelectorAll('title')).toHaveLength(8);
    expect(screen.getByText('1 of the 9 who voted Yes or No is not on the chart: not placed on the scale.')).toBeInTheDocument();
    const outlined = [...chart.querySelectorAll('g')]
      .filter((g) => g.querySelector('.stroke-ink'))
      .map((g) => g.querySelector('title')?.textContent);
    expect(outlined.sort()).toEqual(['Cal Dem (D-OH)', 'Fay Rep (R-OH)', 'Gus Rep (R-OH)']);
  });

  it('gives every Yes and No vote as a table, Yes first, most progressive first', async () => {
    renderSplit();
    await userEvent.click(await screen.findByText('Table of the Yes and No votes'));
    const table = screen.getByRole('table', { name: "House roll call 17: each Yes and No vote, with the member's position on the scale" });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => Array.from(row.children, (c) => c.textContent)),
    ).toEqual([
      ['Member', 'Vote', 'Scale', 'Broke ranks'],
      ['Ann Dem (D-OH)', 'Yes', '+0.90', ''],
      ['Bea Dem (D-OH)', 'Yes', '+0.70', ''],
      ['Fay Rep (R-OH)', 'Yes', '−0.20', 'Yes'],
      ['Gus Rep (R-OH)', 'Yes', '−0.30', 'Yes'],
      ['Cal Dem (D-OH)', 'No', '+0.50', 'Yes'],
      ['Hal Rep (R-OH)', 'No', '−0.70', ''],
      ['Eve Rep (R-OH)', 'No', '−0.80', ''],
      ['Dan Rep (R-OH)', 'No', '−0.90', ''],
      ['Jo Gone (R-TX)', 'No', 'Not placed', ''],
    ]);
  });
});
