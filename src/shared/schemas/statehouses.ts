import { z } from 'zod';

/** One legislative session of a state held from LegiScan, with how many of its bills and roll calls are on record. */
export const statehouseSession = z.object({
  sessionId: z.number().int(),
  name: z.string(),
  title: z.string(),
  yearStart: z.number().int(),
  yearEnd: z.number().int(),
  special: z.boolean(),
  /** The day LegiScan built the dataset last imported (YYYY-MM-DD), when known. */
  datasetDate: z.string().nullable(),
  bills: z.number().int(),
  rollCalls: z.number().int(),
});

/**
 * A state with legislature data: 'loaded', or 'loading' while the demo's first start still has one of its
 * datasets to import (a screen then says it is being loaded rather than that it has nothing).
 */
export const statehouse = z.object({
  state: z.string(),
  name: z.string(),
  status: z.enum(['loaded', 'loading']),
  sessions: z.array(statehouseSession),
  bills: z.number().int(),
  rollCalls: z.number().int(),
});
export type Statehouse = z.input<typeof statehouse>;

/** GET /api/statehouses: every state with data or being loaded, A to Z by name. */
export const statehouses = z.object({ statehouses: z.array(statehouse) });
export type Statehouses = z.input<typeof statehouses>;
