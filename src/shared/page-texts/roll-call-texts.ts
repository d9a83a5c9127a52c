// A roll call's name, the same on its bill's page, in charts and in the bill's feed.
import type { RollCall } from '../schemas/roll-calls.ts';

/**
 * 'House roll call 17'; a statehouse numbers none of its own, so 'Minnesota Senate floor vote' or
 * 'Colorado House of Representatives committee vote'.
 */
export function rollCallName(rollCall: Pick<RollCall, 'chamberName' | 'number' | 'floor'>): string {
  if (rollCall.number !== null) return `${rollCall.chamberName} roll call ${rollCall.number}`;
  return `${rollCall.chamberName} ${rollCall.floor ? 'floor' : 'committee'} vote`;
}
