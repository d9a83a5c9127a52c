import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { membersFailedToast, membersRefreshedToast, votesFailedToast, votesImportedToast } from './toast-texts.ts';

describe('officials toasts', () => {
  it('members refreshed and votes imported', () => {
    expect(membersRefreshedToast({ added: 3, skipped: 530 })).toEqual({
      title: 'Members Refreshed',
      description: 'Added 3 members, skipped 530 duplicates.',
    });
    expect(votesImportedToast({ votesAdded: 870, billsCreated: 4, billsSkipped: 2 })).toEqual({
      title: 'Voting Records Imported',
      description: 'Added 870 votes across 4 new bills. Skipped 2 existing bills.',
    });
  });
  it('members failure: the server message or the fallback', () => {
    expect(membersFailedToast(new ApiError(502, 'x', { message: 'Congress.gov timed out' })).description).toBe('Congress.gov timed out');
    expect(membersFailedToast(new Error('x'))).toMatchObject({
      title: 'Error',
      description: 'Failed to refresh officials from Congress API',
    });
  });
  it("votes failure naming a missing API key is 'API Key Required'", () => {
    const t = votesFailedToast(new ApiError(400, 'x', { message: 'CONGRESS_API_KEY is not configured', requiresSetup: true }));
    expect(t.title).toBe('API Key Required');
    expect(t.description).toMatch(/Voting records require a Congress\.gov API key.*secret/);
    expect(votesFailedToast(new ApiError(400, 'x', { message: 'Missing API key' })).title).toBe('API Key Required');
  });
  it('other votes failures: Error with the message or the fallback', () => {
    expect(votesFailedToast(new ApiError(500, 'x', { message: 'Database busy' }))).toMatchObject({
      title: 'Error',
      description: 'Database busy',
    });
    expect(votesFailedToast(new ApiError(500, 'Internal Server Error', null))).toMatchObject({
      title: 'Error',
      description: 'Failed to refresh voting records from Congress API',
    });
  });
});
