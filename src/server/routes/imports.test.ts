// The staff refresh/import routes call the importer service and turn its failures into the answers the toasts read.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../tests/support/server/test-app.ts';
import * as service from '../imports/service.ts';

vi.mock(import('../imports/service.ts'), async (original) => ({
  ...(await original()),
  refreshLegislation: vi.fn(),
  refreshCandidates: vi.fn(),
  refreshMembers: vi.fn(),
  importVotes: vi.fn(),
}));

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  staff = (await t.signUp({ isStaff: 1 })).cookie;
});
afterAll(() => t.close());
beforeEach(() => vi.resetAllMocks());

const routes = [
  [
    '/api/bills/refresh',
    service.refreshLegislation,
    { message: 'Bills refreshed', stateImport: { totalStates: 3, successStates: ['Ohio', 'Utah'], failedStates: ['Iowa'] } },
  ],
  ['/api/candidates/refresh', service.refreshCandidates, { message: 'Candidates refreshed from OpenFEC' }],
  ['/api/officials/refresh', service.refreshMembers, { added: 5, skipped: 532 }],
  ['/api/officials/refresh-votes', service.importVotes, { votesAdded: 870, billsCreated: 2, billsSkipped: 1 }],
] as const;

describe.each(routes)('POST %s', (url, action, result) => {
  it('answers the service result and passes it the database and config', async () => {
    vi.mocked(action).mockResolvedValue(result as never);
    const response = await call(t.app, 'POST', url, { cookie: staff });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(result);
    const context = vi.mocked(action).mock.calls[0]![0];
    expect(context.db).toBe(t.db);
    expect(context.config).toBe(t.app.config);
  });

  it('answers 400 with requiresSetup when an API key is missing', async () => {
    vi.mocked(action).mockRejectedValue(new service.SetupRequiredError('CONGRESS_API_KEY is not configured'));
    const response = await call(t.app, 'POST', url, { cookie: staff });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'CONGRESS_API_KEY is not configured', requiresSetup: true });
  });

  it('answers 409 while the same import runs', async () => {
    vi.mocked(action).mockRejectedValue(new service.ImportInProgressError('An import is already running'));
    const response = await call(t.app, 'POST', url, { cookie: staff });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'An import is already running' });
  });

  it('answers 502 without upstream details when the data service fails', async () => {
    vi.mocked(action).mockRejectedValue(new Error('GET https://api.congress.gov/v3/bill?api_key=SECRET failed'));
    const response = await call(t.app, 'POST', url, { cookie: staff });
    expect(response.statusCode).toBe(502);
    expect(response.body).not.toContain('SECRET');
    expect(response.json().message).toMatch(/^Import failed/);
  });

  it('never runs for non-staff', async () => {
    const user = await t.signUp();
    expect((await call(t.app, 'POST', url, { cookie: user.cookie })).statusCode).toBe(403);
    expect((await call(t.app, 'POST', url)).statusCode).toBe(401);
    expect(action).not.toHaveBeenCalled();
  });
});
