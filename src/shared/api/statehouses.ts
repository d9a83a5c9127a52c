import { statehouses } from '../schemas/statehouses.ts';
import { defineEndpoint } from './contract.ts';

/** The state legislatures on record: each state's sessions, bills and roll calls, and which are still being loaded. */
export const getStatehouses = defineEndpoint({ method: 'GET', path: '/api/statehouses', status: 200, response: statehouses });
