import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { refreshFailureToast } from '../../lib/refresh-toast.ts';
import { refreshBillsToast } from './toast-texts.ts';

const states = (n: number) => Array.from({ length: n }, (_, i) => `S${i + 1}`);

describe('refresh legislation toasts', () => {
  it("'Success' with the server message, or 'Bills refreshed'", () => {
    expect(refreshBillsToast({ message: 'Imported 12 bills' })).toEqual({ title: 'Success', description: 'Imported 12 bills' });
    expect(refreshBillsToast(null)).toEqual({ title: 'Success', description: 'Bills refreshed' });
  });
  it('lists failed jurisdictions when there are 10 or fewer', () => {
    const t = refreshBillsToast({ message: 'Done.', stateImport: { totalStates: 12, successStates: states(2), failedStates: states(10) } });
    expect(t.description).toBe('Done. State import: 2/12 jurisdictions successful. Failed: S1, S2, S3, S4, S5, S6, S7, S8, S9, S10');
  });
  it("says '{n} jurisdictions failed (rate limited)' above 10", () => {
    const t = refreshBillsToast({
      message: 'Done.',
      stateImport: { totalStates: 52, successStates: states(41), failedStates: states(11) },
    });
    expect(t.description).toBe('Done. State import: 41/52 jurisdictions successful. 11 jurisdictions failed (rate limited)');
  });
  it('adds nothing when every jurisdiction succeeded', () => {
    expect(
      refreshBillsToast({ message: 'Done.', stateImport: { totalStates: 2, successStates: states(2), failedStates: [] } }).description,
    ).toBe('Done.');
  });
  it("failure: 'Setup Required' when the server says so, else 'Error'; its message or the fallback", () => {
    const setup = new ApiError(400, '{}', { message: 'Set OPENSTATES_API_KEY', requiresSetup: true });
    expect(refreshFailureToast(setup, 'Failed to refresh bills')).toMatchObject({
      title: 'Setup Required',
      description: 'Set OPENSTATES_API_KEY',
    });
    expect(refreshFailureToast(new Error('boom'), 'Failed to refresh bills')).toMatchObject({
      title: 'Error',
      description: 'Failed to refresh bills',
    });
    expect(refreshFailureToast(new ApiError(500, 'x', null), 'Failed to refresh candidates')).toMatchObject({
      description: 'Failed to refresh candidates',
    });
  });
});
