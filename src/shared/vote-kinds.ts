// What kind of vote a roll call is, in a reader's words, and which kinds count in officials' scores
// (docs/decisions/0330-vote-kinds-and-exclusions.md). A vote to pass a measure takes the measure's kind
// (bills.vote_kind, read from its title); a vote on a nomination is a nomination; cloture, motions,
// amendments and the rest are procedure.

export const VOTE_KINDS = ['passage', 'budget', 'nomination', 'procedure'] as const;
export type VoteKind = (typeof VOTE_KINDS)[number];

/** Passage of legislation and budget votes count; nominations and procedure do not. */
export const COUNTED_VOTE_KINDS = ['passage', 'budget'] as const satisfies readonly VoteKind[];

export function voteKindCounts(kind: VoteKind): boolean {
  return (COUNTED_VOTE_KINDS as readonly VoteKind[]).includes(kind);
}

/** The kind as a receipt line and a roll call name it. */
export const VOTE_KIND_LABELS: Record<VoteKind, string> = {
  passage: 'Passage',
  budget: 'Budget',
  nomination: 'Nomination',
  procedure: 'Procedure',
};

/** What each kind is, and whether and why it counts: About the scores lists these. */
export const VOTE_KIND_EXPLANATIONS: Record<VoteKind, string> = {
  passage: 'A vote to pass a bill or resolution into law or adopt it. Counts: it is where a member stands on what the measure does.',
  budget:
    'A vote to pass a budget resolution, an appropriations bill, a stopgap (continuing) funding bill or a rescission. Counts: what the government funds, and how much, is policy, and members split over it on what the measure pays for.',
  nomination:
    'A vote to confirm a nominee, or to pass a resolution that only lets the Senate consider a package of nominations at once. Does not count: it is a vote on people, not on legislation.',
  procedure:
    'Cloture, motions (to proceed, recommit, table), amendments, the rule that brings a bill to the House floor, and other questions of how a measure is taken up. Does not count: it shows how a member handles the agenda, not where they stand on the measure itself.',
};
