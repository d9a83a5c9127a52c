import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderApp } from '../../../tests/support/client/render.tsx';
import { votesFreshness } from '../../shared/schemas/imports.ts';
import { dateTime } from '../lib/time.ts';
import { VotesAsOf } from './votes-as-of.tsx';

describe("'Votes as of …'", () => {
  it('says when the votes were last brought up to date while the votes sync has fallen behind', async () => {
    const votesAsOf = new Date('2026-11-20T21:05:00Z');
    mockApi({ '/api/freshness/votes': json(votesFreshness.encode({ staleSince: new Date('2026-11-23T14:05:00Z'), votesAsOf })) });
    renderApp(<VotesAsOf />);
    expect(await screen.findByRole('note')).toHaveTextContent(`Votes as of ${dateTime(votesAsOf)}`);
  });

  it('shows nothing while the votes are current', async () => {
    const fetchMock = mockApi({ '/api/freshness/votes': json(votesFreshness.encode({ staleSince: null, votesAsOf: null })) });
    renderApp(<VotesAsOf />);
    await expect.poll(() => fetchMock.mock.calls.length).toBeGreaterThan(0);
    expect(screen.queryByRole('note')).toBeNull();
  });
});
