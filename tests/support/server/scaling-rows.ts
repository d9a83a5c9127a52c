// What the roll-call scaling stores, read back for its tests: each placed official's position, and each bill
// with an inferred score (docs/decisions/0205-roll-call-scaling.md).
import { isNotNull } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/connect.ts';
import { bills, officials } from '../../../src/server/db/schema.ts';

export const placedOfficials = (db: Database) =>
  db
    .select({
      id: officials.id,
      party: officials.party,
      office: officials.office,
      position: officials.scalePosition,
      count: officials.scaleVoteCount,
    })
    .from(officials)
    .where(isNotNull(officials.scalePosition))
    .orderBy(officials.id);

export const inferredBills = (db: Database) =>
  db
    .select({
      id: bills.id,
      inferredScore: bills.inferredScore,
      inferredBasis: bills.inferredBasis,
      progressiveScore: bills.progressiveScore,
      scoreSource: bills.scoreSource,
    })
    .from(bills)
    .where(isNotNull(bills.inferredScore))
    .orderBy(bills.id);
