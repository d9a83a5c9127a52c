// A state bill's record as its LegiScan dataset gave it (docs/decisions/0329-state-bills-on-screen.md): the
// legislature and session, LegiScan's status word and day, waiting committee and links, its sponsors in LegiScan's order and its
// history of actions. The LegiScan import writes them (repositories/import-legiscan.ts).
import { asc, eq } from 'drizzle-orm';
import type { SPONSOR_ROLES } from '../../shared/schemas/bills.ts';
import { legislatureName, type StateChamber, sessionName, stateChamberName } from '../../shared/statehouse-names.ts';
import type { Database } from '../db/connect.ts';
import { billActions, legiscanBills, legiscanPeople, legiscanSessions, legiscanSponsors } from '../db/schema.ts';
import { legiscanStatusWord } from '../domain/legiscan-statuses.ts';

type SponsorRole = (typeof SPONSOR_ROLES)[number];

/** LegiScan's sponsor_type_id; its CSV format gives none, and then the first in its order is the primary sponsor. */
const SPONSOR_TYPES: Readonly<Record<number, SponsorRole>> = { 1: 'primary', 2: 'co-sponsor', 3: 'joint' };
const sponsorRole = (sponsorType: number | null, position: number): SponsorRole =>
  (sponsorType === null ? undefined : SPONSOR_TYPES[sponsorType]) ?? (position === 1 ? 'primary' : 'co-sponsor');

// The import writes only Open States' chamber words (legiscan_people's and bill_actions' checks keep them); the cast only tells TypeScript.
const chamberOf = (state: string, chamber: string | null) =>
  chamber === null
    ? { chamber: null, chamberName: null }
    : { chamber: chamber as StateChamber, chamberName: stateChamberName(state, chamber as StateChamber) };

/** The bill's LegiScan record with its sponsors and history, or undefined for a bill LegiScan did not bring. */
export async function findStateBillRecord(db: Database, billId: number) {
  const [record] = await db
    .select({
      state: legiscanSessions.state,
      session: { name: legiscanSessions.name, yearStart: legiscanSessions.yearStart, yearEnd: legiscanSessions.yearEnd },
      legiscanStatus: legiscanBills.status,
      statusDate: legiscanBills.statusDate,
      pendingCommittee: legiscanBills.pendingCommittee,
      stateUrl: legiscanBills.stateLink,
      legiscanUrl: legiscanBills.url,
    })
    .from(legiscanBills)
    .innerJoin(legiscanSessions, eq(legiscanSessions.sessionId, legiscanBills.sessionId))
    .where(eq(legiscanBills.billId, billId));
  if (!record) return undefined;
  const { state, session, legiscanStatus, ...links } = record;
  const [sponsors, actions] = await Promise.all([
    db
      .select({
        peopleId: legiscanPeople.peopleId,
        name: legiscanPeople.name,
        party: legiscanPeople.party,
        chamber: legiscanPeople.chamber,
        district: legiscanPeople.district,
        officialId: legiscanPeople.officialId,
        position: legiscanSponsors.position,
        sponsorType: legiscanSponsors.sponsorType,
      })
      .from(legiscanSponsors)
      .innerJoin(legiscanPeople, eq(legiscanPeople.peopleId, legiscanSponsors.peopleId))
      .where(eq(legiscanSponsors.billId, billId))
      .orderBy(asc(legiscanSponsors.position), asc(legiscanSponsors.peopleId)),
    db
      .select({ date: billActions.date, chamber: billActions.chamber, action: billActions.action })
      .from(billActions)
      .where(eq(billActions.billId, billId))
      .orderBy(asc(billActions.sequence)),
  ]);
  return {
    legislature: legislatureName(state),
    session: sessionName(session),
    legiscanStatus: legiscanStatusWord(legiscanStatus),
    ...links,
    sponsors: sponsors.map(({ peopleId, position, sponsorType, chamber, ...sponsor }) => ({
      memberKey: `legiscan:${peopleId}`,
      ...sponsor,
      ...chamberOf(state, chamber),
      role: sponsorRole(sponsorType, position),
    })),
    actions: actions.map(({ chamber, ...action }) => ({ ...action, ...chamberOf(state, chamber) })),
  };
}
