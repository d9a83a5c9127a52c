// GET /api/statehouses (docs/decisions/0327-legiscan-sync-and-statehouses-on-the-queue.md): public and
// cached; a LegiScan import drops it with the bills it wrote, and so does each dataset the demo loads.
import type { FastifyInstance } from 'fastify';
import { getStatehouses } from '../../shared/api/statehouses.ts';
import { US_STATES } from '../../shared/constants.ts';
import { registerEndpoint } from '../http/register-endpoint.ts';
import { readDemoStatehouses, statehouseSessions } from '../repositories/statehouses.ts';

export async function statehouseRoutes(app: FastifyInstance) {
  registerEndpoint(app, getStatehouses, { cache: () => ['bills', 'roll-calls'] }, async () => {
    const [byState, demo] = await Promise.all([statehouseSessions(app.db), readDemoStatehouses(app.db)]);
    const loadingDatasets = new Set(demo?.pending.map((dataset) => dataset.state));
    const states = [...new Set([...byState.keys(), ...loadingDatasets])];
    // Until the demo's officials are in, a state's legislators are not yet there to read.
    const loading = demo?.officials ? new Set(states) : loadingDatasets;
    const list = states.map((state) => {
      const sessions = byState.get(state) ?? [];
      return {
        state,
        name: US_STATES[state] ?? state,
        status: loading.has(state) ? ('loading' as const) : ('loaded' as const),
        sessions,
        bills: sessions.reduce((sum, session) => sum + session.bills, 0),
        rollCalls: sessions.reduce((sum, session) => sum + session.rollCalls, 0),
      };
    });
    return { statehouses: list.sort((a, b) => a.name.localeCompare(b.name)) };
  });
}
