import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCandidate } from '../../../../tests/support/client/fixtures.ts';
import { json, mockApi, renderApp } from '../../../../tests/support/client/render.tsx';
import { contradictions } from '../../../shared/page-texts/contradictions.ts';
import { type Candidate, candidate as candidateSchema } from '../../../shared/schemas/candidates.ts';
import { adjustedProgressiveScore } from '../../../shared/scoring.ts';
import { CandidatesTab } from './candidates-tab.tsx';

function renderCandidate(candidate: Candidate) {
  mockApi({ '/api/auth/user': json(null, 401), [`/api/candidates/${candidate.id}`]: candidateSchema.parse(candidate) });
  renderApp(<CandidatesTab selectedId={candidate.id} onSelect={() => {}} renderDiscussion={() => null} />);
}

describe("a candidate's score", () => {
  it('an adjusted score shows its two parts, and links to How scores work', async () => {
    renderCandidate(
      makeCandidate({
        id: 3,
        progressiveScore: 8,
        hasOfficialRecord: true,
        officialId: 41,
        votingScore: 4,
        ideologicalLean: -3.5,
        adjustedProgressiveScore: adjustedProgressiveScore(8, 4),
      }),
    );
    expect(await screen.findByText('Adjusted score 6 = (campaign score 8 + voting record 4) / 2, rounded')).toBeInTheDocument();
    expect(screen.getByLabelText('Progressive score 6 out of 10')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'How scores work' })).toHaveAttribute('href', '/about/scores');
    // Their record is an official's: it can be set beside other officials'.
    expect(screen.getByRole('link', { name: 'Compare this record with other officials' })).toHaveAttribute('href', '/compare?officials=41');
  });

  it('without a voting record the campaign score stands alone, with nothing to compare', async () => {
    renderCandidate(makeCandidate({ id: 4, progressiveScore: 7 }));
    expect(await screen.findByText('Campaign score 7: no voting record is averaged in.')).toBeInTheDocument();
    expect(screen.queryByText(/^Adjusted score/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Compare/ })).not.toBeInTheDocument();
  });

  it("without a staff score or a record it reads 'Not yet scored' once, never beside a number", async () => {
    renderCandidate(makeCandidate({ id: 6, progressiveScore: null, progressiveAnalysis: 'Our staff have not scored this candidate.' }));
    expect(await screen.findByText('Not yet scored')).toBeInTheDocument();
    expect(screen.getByText('No staff score and no voting record to score yet.')).toBeInTheDocument();
    expect(screen.queryByText('out of 10')).not.toBeInTheDocument();
    expect(contradictions([document.body.textContent!])).toEqual([]);
  });

  it("without a staff score a record's score stands alone, with its lean", async () => {
    renderCandidate(
      makeCandidate({
        id: 7,
        progressiveScore: null,
        hasOfficialRecord: true,
        officialId: 42,
        votingScore: 4,
        ideologicalLean: -3.5,
        adjustedProgressiveScore: adjustedProgressiveScore(null, 4),
      }),
    );
    expect(
      await screen.findByText("Voting record 4: our staff have not scored this candidate, so the record's score stands."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Progressive score 4 out of 10')).toBeInTheDocument();
    expect(screen.getByText('Less progressive than party baseline')).toBeInTheDocument();
    expect(screen.queryByText('Not yet scored')).not.toBeInTheDocument();
  });

  it("a matched official without counted votes shows No Votes and no lean, never '0.0'", async () => {
    renderCandidate(
      makeCandidate({ id: 5, hasOfficialRecord: true, votingScore: 0, ideologicalLean: null, adjustedProgressiveScore: null }),
    );
    expect(await screen.findByText('Voting Record Available')).toBeInTheDocument();
    expect(screen.getByText('No Votes')).toBeInTheDocument();
    expect(screen.getByText('No lean without counted votes')).toBeInTheDocument();
    expect(screen.queryByText('0.0')).not.toBeInTheDocument();
    expect(screen.queryByText('Votes with party baseline')).not.toBeInTheDocument();
  });
});
