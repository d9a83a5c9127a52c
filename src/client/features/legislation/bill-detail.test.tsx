import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeBillDetail } from '../../../../tests/support/client/fixtures.ts';
import { json, mockApi, readerUser, renderApp, staffUser, writes } from '../../../../tests/support/client/render.tsx';
import { contradictions } from '../../../shared/page-texts/contradictions.ts';
import { type BillDetail as Bill, billDetail as billSchema, SCORED_ANALYSIS_MESSAGE } from '../../../shared/schemas/bills.ts';
import { errorBody } from '../../../shared/schemas/common.ts';
import { BillCard } from './bill-card.tsx';
import { LegislationTab } from './legislation-tab.tsx';

const imported = makeBillDetail({
  id: 5,
  billNumber: 'H.R. 5',
  title: 'Clean Water Act',
  summary: 'Protects rivers.',
  progressiveScore: 7,
  scoreSource: 'rubric',
  policyArea: 'Environmental Protection',
  latestAction: 'Referred to the Committee on Energy and Commerce.',
  latestActionDate: '2025-02-10T12:00:00.000Z',
  congressUrl: 'https://www.congress.gov/bill/119th-congress/house-bill/5',
});
const unscored = makeBillDetail({ id: 6, title: 'Unscored Act', progressiveScore: null, scoreSource: null });

function renderBill(bill: Bill, routes: Record<string, unknown> = {}) {
  const fetchMock = mockApi({
    '/api/auth/user': json(null, 401),
    [`/api/bills/${bill.id}`]: billSchema.encode(billSchema.parse(bill)),
    [`/api/bills/${bill.id}/roll-calls`]: [],
    ...routes,
  });
  const rendered = renderApp(
    <LegislationTab selectedId={bill.id} onSelect={() => {}} onOpenOfficial={() => {}} renderDiscussion={() => null} />,
  );
  return { fetchMock, ...rendered };
}

const inferredScore = {
  score: 2,
  rollCallId: 3,
  rollCallKey: 'house:119:1:17',
  chamber: 'house' as const,
  number: 17,
  votedAt: '2025-01-16T16:00:00.000Z',
  yes: 274,
  no: 145,
  yesMean: -0.41,
  noMean: 0.72,
  explanation: 'Inferred from House roll call 17 of 2025, not scored by staff: its Yes voters sat at -0.41 on average.',
};

describe('bill detail', () => {
  it('labels an inferred score and says how it was reached; a staff score says it overrides it', async () => {
    renderBill(makeBillDetail({ id: 7, progressiveScore: 2, scoreSource: 'inferred', inferredScore }));
    expect(await screen.findByLabelText('Inferred progressive score 2 out of 10')).toHaveAttribute('title', inferredScore.explanation);
    expect(screen.getByText('Inferred from its passage roll call, not scored by staff')).toBeInTheDocument();
    expect(screen.getByText(inferredScore.explanation, { selector: 'section p' })).toBeInTheDocument();
  });

  it('a staff score over an inferred one says which it overrides', async () => {
    renderBill(makeBillDetail({ id: 8, progressiveScore: 9, scoreSource: 'staff', inferredScore }));
    expect(await screen.findByLabelText('Progressive score 9 out of 10')).toBeInTheDocument();
    expect(screen.getByText('Scored by Civic Ledger staff (overriding the inferred 2/10)')).toBeInTheDocument();
  });

  it('the title, then its facts, the score with who set it, the Summary, and links to Congress.gov and How scores work', async () => {
    renderBill(imported);
    expect(await screen.findByRole('heading', { level: 1, name: 'Clean Water Act' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Summary' }).nextElementSibling).toHaveTextContent('Protects rivers.');
    expect(screen.getByLabelText('Progressive score 7 out of 10')).toBeInTheDocument();
    expect(screen.getByText('Scored by the published rubric')).toBeInTheDocument();
    expect(screen.getByText('Policy area').nextElementSibling).toHaveTextContent('Environmental Protection');
    expect(screen.getByText('Latest action').nextElementSibling).toHaveTextContent(
      'Feb 10, 2025: Referred to the Committee on Energy and Commerce.',
    );
    const congress = screen.getByRole('link', { name: /View on Congress.gov/ });
    expect(congress).toHaveAttribute('href', imported.congressUrl);
    expect(congress).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'How scores work' })).toHaveAttribute('href', '/about/scores');
    expect(await screen.findByText('No roll calls are recorded for this bill.')).toBeInTheDocument();
  });

  it('a staff-scored bill says so; one without Congress.gov facts shows none of them', async () => {
    renderBill(makeBillDetail({ id: 7, title: 'Hand scored', scoreSource: 'staff' }));
    expect(await screen.findByText('Scored by Civic Ledger staff')).toBeInTheDocument();
    expect(screen.queryByText('Policy area')).not.toBeInTheDocument();
    expect(screen.queryByText('Latest action')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /View on Congress.gov/ })).not.toBeInTheDocument();
  });
});

describe("'Not yet scored'", () => {
  it('the card and the detail say the words, with no number or colour band', async () => {
    renderApp(<BillCard bill={unscored} onOpen={() => {}} />);
    const badge = screen.getByLabelText('Progressive score: not yet scored');
    expect(badge).toHaveTextContent('Not yet scored');
    expect(badge.className).not.toMatch(/score-(high|medium|low)/);
    expect(screen.queryByText('/10')).not.toBeInTheDocument();
  });

  it('on the detail, beside the score, once: the line under it says why rather than the same words again', async () => {
    const { container } = renderBill(unscored);
    await screen.findByRole('heading', { level: 1, name: 'Unscored Act' });
    expect(container.textContent!.match(/Not yet scored/g)).toHaveLength(1);
    expect(screen.getByText('No staff score, no rubric rule and no passage vote that split its chamber')).toBeInTheDocument();
    expect(contradictions([container.textContent!])).toEqual([]);
    expect(screen.getByLabelText('Progressive score: not yet scored')).toBeInTheDocument();
    expect(screen.getByText('Counts in no score until it is scored')).toBeInTheDocument();
    expect(screen.queryByText('Progressive score out of 10')).not.toBeInTheDocument();
  });
});

async function chooseScore(option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: 'Progressive Score (1-10)' }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe("staff: 'Score this bill'", () => {
  it('is not there for readers', async () => {
    renderBill(imported, { '/api/auth/user': readerUser });
    await screen.findByRole('heading', { level: 1, name: 'Clean Water Act' });
    await screen.findByText('No roll calls are recorded for this bill.');
    expect(screen.queryByRole('region', { name: 'Score this bill' })).not.toBeInTheDocument();
  });

  it('saves the score and analysis, toasts, and refetches the bill, officials, receipts and candidates', async () => {
    let current: Bill = imported;
    const { fetchMock, client } = renderBill(imported, {
      '/api/auth/user': staffUser,
      '/api/bills/5': () => json(current),
      'PUT /api/bills/5/score': (init: RequestInit | undefined) => {
        current = { ...current, ...JSON.parse(String(init!.body)), scoreSource: 'staff' };
        return json(current);
      },
    });
    // Screens read before: an official's receipt and the candidates list.
    client.setQueryData(['/api/officials', '3', 'receipt'], {});
    client.setQueryData(['/api/candidates', { office: 'all', sort: 'highest' }, 'pages'], { pages: [], pageParams: [] });
    const form = await screen.findByRole('region', { name: 'Score this bill' });
    await chooseScore('3');
    const analysis = within(form).getByLabelText('Progressive Analysis');
    await userEvent.clear(analysis);
    await userEvent.type(analysis, 'Weakens river protections.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Score' }));
    expect(await screen.findByText('Score saved')).toBeInTheDocument();
    expect(screen.getByText('H.R. 5 is now scored 3/10.')).toBeInTheDocument();
    expect(writes(fetchMock)).toEqual([
      ['PUT /api/bills/5/score', { progressiveScore: 3, progressiveAnalysis: 'Weakens river protections.' }],
    ]);
    // The refetched bill shows the new score and who set it.
    expect(await screen.findByLabelText('Progressive score 3 out of 10')).toBeInTheDocument();
    expect(screen.getByText('Scored by Civic Ledger staff')).toBeInTheDocument();
    expect(client.getQueryState(['/api/officials', '3', 'receipt'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['/api/candidates', { office: 'all', sort: 'highest' }, 'pages'])?.isInvalidated).toBe(true);
  });

  it("'Not yet scored' clears the score", async () => {
    const { fetchMock } = renderBill(imported, {
      '/api/auth/user': staffUser,
      'PUT /api/bills/5/score': json({ ...imported, progressiveScore: null, scoreSource: null }),
    });
    await screen.findByRole('region', { name: 'Score this bill' });
    await chooseScore('Not yet scored');
    await userEvent.click(screen.getByRole('button', { name: 'Save Score' }));
    expect(await screen.findByText('H.R. 5 is now not yet scored.')).toBeInTheDocument();
    expect(writes(fetchMock)).toEqual([
      ['PUT /api/bills/5/score', { progressiveScore: null, progressiveAnalysis: imported.progressiveAnalysis }],
    ]);
  });

  it('an empty analysis is refused before sending; a refusal from the server shows under its field', async () => {
    const { fetchMock } = renderBill(imported, {
      '/api/auth/user': staffUser,
      'PUT /api/bills/5/score': json(
        errorBody.parse({
          message: 'progressiveAnalysis: Progressive analysis must be at most 20000 characters',
          fields: { progressiveAnalysis: 'Progressive analysis must be at most 20000 characters' },
        }),
        400,
      ),
    });
    const form = await screen.findByRole('region', { name: 'Score this bill' });
    const analysis = within(form).getByLabelText('Progressive Analysis');
    await userEvent.clear(analysis);
    await userEvent.click(within(form).getByRole('button', { name: 'Save Score' }));
    expect(await within(form).findByText('Progressive analysis is required')).toBeInTheDocument();
    expect(analysis).toHaveAttribute('aria-invalid', 'true');
    expect(writes(fetchMock)).toEqual([]);

    await userEvent.type(analysis, 'Long enough here.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Score' }));
    expect(await within(form).findByText('Progressive analysis must be at most 20000 characters')).toBeInTheDocument();
    expect(analysis).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Score saved')).not.toBeInTheDocument();
  });

  it('on a bill whose score is inferred, starts from no staff score, so saving unchanged never turns the inferred score into a staff one', async () => {
    const inferred = makeBillDetail({
      id: 7,
      billNumber: 'H.R. 30',
      progressiveScore: 2,
      scoreSource: 'inferred',
      inferredScore,
      progressiveAnalysis: 'Not yet scored: no rule of the published rubric matched this bill.',
    });
    const { fetchMock } = renderBill(inferred, {
      '/api/auth/user': staffUser,
      'PUT /api/bills/7/score': json(billSchema.encode(billSchema.parse(inferred))),
    });
    const form = await screen.findByRole('region', { name: 'Score this bill' });
    expect(within(form).getByRole('combobox', { name: 'Progressive Score (1-10)' })).toHaveTextContent('No staff score: the inferred 2/10');
    // Nor from the rubric's 'Not yet scored' words: the analysis starts empty.
    expect(within(form).getByLabelText('Progressive Analysis')).toHaveValue('');
    await userEvent.type(within(form).getByLabelText('Progressive Analysis'), 'Reviewed; the inferred score stands.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Score' }));
    expect(await screen.findByText('H.R. 30 has no staff score: it shows its inferred 2/10.')).toBeInTheDocument();
    expect(writes(fetchMock)).toEqual([
      ['PUT /api/bills/7/score', { progressiveScore: null, progressiveAnalysis: 'Reviewed; the inferred score stands.' }],
    ]);
  });

  it('clearing a staff score over an inferred one reads the inferred score again, never Not yet scored', async () => {
    const staffScored = makeBillDetail({
      id: 8,
      billNumber: 'H.R. 30',
      progressiveScore: 9,
      scoreSource: 'staff',
      inferredScore,
      progressiveAnalysis: 'Staff view.',
    });
    let current: Bill = staffScored;
    renderBill(staffScored, {
      '/api/auth/user': staffUser,
      '/api/bills/8': () => json(billSchema.encode(billSchema.parse(current))),
      // The server brings the inferred score back when the staff score is cleared.
      'PUT /api/bills/8/score': () => {
        current = { ...staffScored, progressiveScore: 2, scoreSource: 'inferred' };
        return json(billSchema.encode(billSchema.parse(current)));
      },
    });
    const form = await screen.findByRole('region', { name: 'Score this bill' });
    expect(within(form).getByRole('combobox', { name: 'Progressive Score (1-10)' })).toHaveTextContent('9');
    await chooseScore('No staff score: the inferred 2/10');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Score' }));
    expect(await screen.findByText('H.R. 30 has no staff score: it shows its inferred 2/10.')).toBeInTheDocument();
    expect(await screen.findByLabelText('Inferred progressive score 2 out of 10')).toBeInTheDocument();
    expect(screen.queryByText(/Not yet scored/)).not.toBeInTheDocument();
  });

  it("refuses a score whose analysis still reads 'Not yet scored', and the error goes once the analysis is fixed", async () => {
    const { fetchMock } = renderBill(unscored, { '/api/auth/user': staffUser });
    const form = await screen.findByRole('region', { name: 'Score this bill' });
    await chooseScore('6');
    const analysis = within(form).getByLabelText('Progressive Analysis');
    await userEvent.type(analysis, 'Not yet scored: no rule of the published rubric matched this bill.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Score' }));
    expect(await within(form).findByText(SCORED_ANALYSIS_MESSAGE)).toBeInTheDocument();
    expect(writes(fetchMock)).toEqual([]);
    await userEvent.clear(analysis);
    await userEvent.type(analysis, 'Funds rural clinics.');
    expect(within(form).queryByText(SCORED_ANALYSIS_MESSAGE)).not.toBeInTheDocument();
    expect(analysis).not.toHaveAttribute('aria-invalid');
  });

  it('a refusal about no field is shown above the form', async () => {
    renderBill(imported, { '/api/auth/user': staffUser, 'PUT /api/bills/5/score': json({ message: 'Staff only' }, 403) });
    const form = await screen.findByRole('region', { name: 'Score this bill' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save Score' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Staff only');
  });
});

describe("staff: 'Scores from this bill'", () => {
  it('readers see no control, only that staff excluded the bill', async () => {
    renderBill({ ...imported, excludedFromScores: true }, { '/api/auth/user': readerUser });
    await screen.findByRole('heading', { level: 1, name: 'Clean Water Act' });
    expect(
      screen.getByText("Excluded from officials' scores by Civic Ledger staff: votes on it are shown and count in no score."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Scores from this bill' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /from scores|in scores/ })).not.toBeInTheDocument();
  });

  it('a nominations package says so under its score', async () => {
    renderBill(makeBillDetail({ id: 9, billNumber: 'S.Res. 817', title: 'An executive resolution authorizing…', voteKind: 'nomination' }));
    expect(
      await screen.findByText(/^A nomination vote: the measure only lets the Senate consider a package of nominations/),
    ).toBeInTheDocument();
  });

  it('excludes the bill, toasts, refetches the bill, officials and candidates, and includes it again', async () => {
    let current: Bill = imported;
    const { fetchMock, client } = renderBill(imported, {
      '/api/auth/user': staffUser,
      '/api/bills/5': () => json(billSchema.encode(billSchema.parse(current))),
      'PUT /api/bills/5/score-exclusion': (init: RequestInit | undefined) => {
        current = { ...current, excludedFromScores: JSON.parse(String(init!.body)).excluded };
        return json(billSchema.encode(billSchema.parse(current)));
      },
    });
    client.setQueryData(['/api/officials', '3', 'receipt'], {});
    const control = await screen.findByRole('region', { name: 'Scores from this bill' });
    await userEvent.click(within(control).getByRole('button', { name: 'Exclude from scores' }));
    expect(await screen.findByText("H.R. 5 is excluded from officials' scores; its voters are rescored.")).toBeInTheDocument();
    expect(
      await screen.findByText("Excluded from officials' scores by Civic Ledger staff: votes on it are shown and count in no score."),
    ).toBeInTheDocument();
    expect(client.getQueryState(['/api/officials', '3', 'receipt'])?.isInvalidated).toBe(true);
    await userEvent.click(await within(control).findByRole('button', { name: 'Include in scores' }));
    expect(await screen.findByText("H.R. 5 counts in officials' scores again; its voters are rescored.")).toBeInTheDocument();
    expect(await within(control).findByRole('button', { name: 'Exclude from scores' })).toBeInTheDocument();
    expect(writes(fetchMock)).toEqual([
      ['PUT /api/bills/5/score-exclusion', { excluded: true }],
      ['PUT /api/bills/5/score-exclusion', { excluded: false }],
    ]);
  });

  it('a refusal is shown in the control', async () => {
    renderBill(imported, { '/api/auth/user': staffUser, 'PUT /api/bills/5/score-exclusion': json({ message: 'Staff only' }, 403) });
    const control = await screen.findByRole('region', { name: 'Scores from this bill' });
    await userEvent.click(within(control).getByRole('button', { name: 'Exclude from scores' }));
    expect(await within(control).findByRole('alert')).toHaveTextContent('Staff only');
  });
});
