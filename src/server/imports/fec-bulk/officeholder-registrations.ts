// Which of a sitting member's FEC registrations are 2026 candidacies (docs/decisions/0322-races-that-agree.md).
// The FEC's "all candidates" file lists every registration whose committee had money in the cycle: senators
// whose seats are not up (Tammy Baldwin, term to 2031), a senator's House registration of years ago (Tom
// Cotton in AR-4), and a representative's House registration beside the Senate one they run under now (Buddy
// Carter in GA-1 and in Georgia's Senate race, one committee's totals under both ids). Who holds which seat
// until when (congress-legislators) decides which of them is a race a reader votes in.
import { notUpIn2026 } from '../../../shared/races.ts';
import type { SittingMember } from '../../repositories/import-fec-bulk.ts';
import { personKey } from './duplicate-registrations.ts';
import type { WeballLine } from './weball-line.ts';

/** Why a member's registration is no 2026 candidacy. */
export const NOT_A_CANDIDACY = {
  /** A Senate registration of a senator whose term runs past the 2026 election. */
  senatorNotUp: 'senator not up in 2026',
  /** A House registration of a senator: from when they sat in or ran for the House. */
  senatorsHouseRegistration: 'a senator’s House registration',
  /** A Senate registration of a representative whose state has no Senate seat up. */
  noSenateSeatUp: 'no Senate seat of the state is up in 2026',
  /** A House registration of a representative who runs for their state's Senate seat. */
  runsForTheSenate: 'runs for the Senate',
} as const;
export type NotACandidacy = (typeof NOT_A_CANDIDACY)[keyof typeof NOT_A_CANDIDACY];

type Registration = Pick<WeballLine, 'fecCandidateId' | 'office' | 'state'>;

export type CandidacyPlan = {
  /** The member each registration is: named by their record, or the same person as a registration that is. */
  memberOf: ReadonlyMap<string, SittingMember>;
  /** Registrations that are no 2026 candidacy, and why. */
  notCandidacies: ReadonlyMap<string, NotACandidacy>;
  /** Ids the file shows to be a member's that their record does not name. */
  learned: { fecCandidateId: string; officialId: number }[];
  /** Whether a Senate seat of the state is up in 2026 (or who holds them is not known). */
  senateSeatUp: (state: string) => boolean;
};

/** The House and Senate registrations of a file, read once, then weighed against the sitting members. */
export class OfficeholderRegistrations {
  private readonly registrations: Registration[] = [];
  private readonly byPerson = new Map<string, string[]>();

  add(line: WeballLine) {
    if (line.office === 'P') return;
    const key = personKey(line, true);
    const ids = this.byPerson.get(key) ?? [];
    // The same id twice is one registration (the import writes its later line).
    if (ids.includes(line.fecCandidateId)) return;
    this.registrations.push({ fecCandidateId: line.fecCandidateId, office: line.office, state: line.state });
    this.byPerson.set(key, [...ids, line.fecCandidateId]);
  }

  plan(members: readonly SittingMember[]): CandidacyPlan {
    const { memberOf, learned } = this.membersOfRegistrations(members);
    const senateSeatUp = senateSeatsUp(members);
    // A representative registered for their state's Senate seat, when one is up, runs for it: one person is on one ballot.
    const runsForTheSenate = new Set(
      this.registrations.flatMap(({ fecCandidateId, office, state }) => {
        const member = memberOf.get(fecCandidateId);
        return office === 'S' && member?.office === 'Representative' && senateSeatUp(state) ? [member.officialId] : [];
      }),
    );
    const whyNot = ({ office, state }: Registration, member: SittingMember): NotACandidacy | undefined => {
      const senator = member.office === 'Senator';
      if (office === 'S' && senator) return notUpIn2026(member) ? NOT_A_CANDIDACY.senatorNotUp : undefined;
      if (office === 'S') return senateSeatUp(state) ? undefined : NOT_A_CANDIDACY.noSenateSeatUp;
      if (senator) return NOT_A_CANDIDACY.senatorsHouseRegistration;
      return runsForTheSenate.has(member.officialId) ? NOT_A_CANDIDACY.runsForTheSenate : undefined;
    };
    const notCandidacies = new Map<string, NotACandidacy>();
    for (const registration of this.registrations) {
      const member = memberOf.get(registration.fecCandidateId);
      const reason = member && whyNot(registration, member);
      if (reason) notCandidacies.set(registration.fecCandidateId, reason);
    }
    return { memberOf, notCandidacies, learned, senateSeatUp };
  }

  /**
   * The member each registration is: the one whose record names its id, else the one whose record names
   * another registration of the same person (a person two records claim is left to those records).
   */
  private membersOfRegistrations(members: readonly SittingMember[]) {
    const named = new Map(members.flatMap((member) => member.fecIds.map((id) => [id, member] as const)));
    const memberOf = new Map<string, SittingMember>();
    const learned: CandidacyPlan['learned'] = [];
    for (const ids of this.byPerson.values()) {
      const people = new Set(ids.flatMap((id) => named.get(id) ?? []));
      const person = people.size === 1 ? [...people][0] : undefined;
      for (const id of ids) {
        const member = named.get(id) ?? person;
        if (!member) continue;
        memberOf.set(id, member);
        if (!named.has(id)) learned.push({ fecCandidateId: id, officialId: member.officialId });
      }
    }
    return { memberOf, learned };
  }
}

/** Whether a Senate seat of a state is up in 2026: one of its senators' terms ends by then, or none is known. */
function senateSeatsUp(members: readonly SittingMember[]): (state: string) => boolean {
  const notUp = new Map<string, boolean>();
  for (const senator of members.filter((member) => member.office === 'Senator')) {
    notUp.set(senator.state, (notUp.get(senator.state) ?? true) && notUpIn2026(senator));
  }
  return (state) => !(notUp.get(state) ?? false);
}
