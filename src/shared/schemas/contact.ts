// Calling or writing one's officials (docs/decisions/0280-contact-your-officials.md): their offices and
// committees, the calls readers log, and wrong numbers readers report.
import { z } from 'zod';
import { isoDateTime, serialId } from './common.ts';

/** Congress's Washington office, a statehouse's capitol office, and district offices of either. */
export const OFFICE_KINDS = ['washington', 'capitol', 'district'] as const;
export type OfficeKind = (typeof OFFICE_KINDS)[number];

export const office = z.object({
  id: z.string(),
  kind: z.enum(OFFICE_KINDS),
  address: z.string().nullable(),
  suite: z.string().nullable(),
  building: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  phone: z.string().nullable(),
  hours: z.string().nullable(),
});
export type Office = z.input<typeof office>;

/** GET /api/officials/{id}/contact: the Washington (or capitol) office first, then the district offices in the file's order. */
export const officialContact = z.object({
  officialId: z.number().int(),
  offices: z.array(office),
  contactForm: z.string().nullable(),
  website: z.string().nullable(),
  social: z.record(z.string(), z.string()),
});
export type OfficialContact = z.input<typeof officialContact>;

export const committeeRef = z.object({ id: z.string(), name: z.string() });

/** One of an official's seats: a committee or a subcommittee (with its committee), their side, rank and title. */
export const membership = z.object({
  committee: committeeRef,
  parent: committeeRef.nullable(),
  chamber: z.string(),
  side: z.string(),
  rank: z.number().int().nullable(),
  title: z.string().nullable(),
});
export type Membership = z.input<typeof membership>;

export const committeeMember = z.object({
  official: z.object({
    id: z.number().int(),
    name: z.string(),
    party: z.string(),
    state: z.string(),
    district: z.string().nullable(),
    office: z.string(),
    votingScore: z.number().int().nullable(),
  }),
  side: z.string(),
  rank: z.number().int().nullable(),
  title: z.string().nullable(),
});
export type CommitteeMember = z.input<typeof committeeMember>;

/** GET /api/committees/{id}: a committee (or subcommittee) and its members by side and rank. */
export const committeeDetail = z.object({
  id: z.string(),
  name: z.string(),
  chamber: z.string(),
  url: z.string().nullable(),
  jurisdiction: z.string().nullable(),
  parent: committeeRef.nullable(),
  subcommittees: z.array(committeeRef),
  members: z.array(committeeMember),
});
export type CommitteeDetail = z.input<typeof committeeDetail>;

/** A committee's thomas id: 'HSAG', a subcommittee 'HSAG15'. */
export const committeeParams = z.strictObject({
  id: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{4}\d{0,2}$/, { error: 'committee id must be like HSAG or HSAG15' }),
});

export const CALL_OUTCOMES = {
  reached: 'Reached a staffer',
  voicemail: 'Left voicemail',
  busy: 'Busy / unavailable',
} as const;
export type CallOutcome = keyof typeof CALL_OUTCOMES;
export const callOutcome = z.enum(['reached', 'voicemail', 'busy'], { error: 'outcome must be reached, voicemail or busy' });

export const callInput = z.strictObject({ officialId: serialId, billId: serialId, outcome: callOutcome });

/** A call the reader logged: theirs alone. */
export const myCall = z.object({
  id: z.number().int(),
  officialId: z.number().int(),
  billId: z.number().int(),
  outcome: callOutcome,
  day: z.string(),
  loggedAt: isoDateTime,
});
export type MyCall = z.input<typeof myCall>;

/** Readers who logged a call: about a bill, to an official, or to an official about a bill. No one is named. */
export const callCounts = z.object({
  bill: z.number().int().nullable(),
  official: z.number().int().nullable(),
  pair: z.number().int().nullable(),
});
export type CallCounts = z.input<typeof callCounts>;

export const callCountsQuery = z.strictObject({ bill: serialId.optional(), official: serialId.optional() });

/** POST /api/me/calls: the call as kept, whether it added to the counts (a second log that day does not), and the counts now. */
export const loggedCall = z.object({ call: myCall, counted: z.boolean(), counts: callCounts });

export const wrongNumberInput = z.strictObject({
  officeId: z.string().trim().min(1).max(100),
  note: z.string().trim().max(500, { error: 'note must be at most 500 characters' }).default(''),
});

export const wrongNumberReport = z.object({
  id: z.number().int(),
  officeId: z.string(),
  official: z.object({ id: z.number().int(), name: z.string() }),
  office: z.string(),
  /** The number the reader saw, and the office's number now (changed by a later import, or the same). */
  reportedPhone: z.string(),
  currentPhone: z.string().nullable(),
  note: z.string(),
  reportedAt: isoDateTime,
  resolvedAt: isoDateTime.nullable(),
});
export type WrongNumberReport = z.input<typeof wrongNumberReport>;

/** A page of staff's list of reports. */
export const wrongNumberReportList = z.array(wrongNumberReport);
