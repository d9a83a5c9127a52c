import type { Bill } from '../../../shared/schemas/bills.ts';
import type { BillPosition } from '../../../shared/schemas/districts.ts';
import type { Official } from '../../../shared/schemas/officials.ts';
import { ItemLink } from '../../components/item-link.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { noneVotingText, officialsVotingOn } from '../../lib/bill-voters.ts';
import { positionWord, useMyBillPositions, useMyOfficials } from '../../lib/my-officials.ts';
import { paths } from '../../lib/paths.ts';

type Vote = { official: Official; position: BillPosition | undefined };

/** Each of the reader's officials with their position on the bill, or none when they have not voted on it. */
function votesOn(officials: readonly Official[], positions: readonly BillPosition[] | undefined): Vote[] {
  return officials.map((official) => ({ official, position: positions?.find((p) => p.officialId === official.id) }));
}

const voteText = (vote: Vote) => (vote.position ? positionWord(vote.position.position) : 'Has not voted on it');

/** One line on a bill card: 'Your officials: Peter Welch Yea · Becca Balint Has not voted on it'. */
export function YourOfficialsLine({
  officials,
  positions,
}: {
  officials: readonly Official[];
  positions: readonly BillPosition[] | undefined;
}) {
  if (officials.length === 0) return null;
  return (
    <p className="mt-3 font-sans text-xs text-ink">
      <span className="font-bold tracking-wider uppercase">Your officials: </span>
      {votesOn(officials, positions).map((vote, i) => (
        <span key={vote.official.id}>
          {i > 0 ? ' · ' : null}
          {vote.official.name} <span className="font-semibold">{voteText(vote)}</span>
        </span>
      ))}
    </p>
  );
}

/** The bill detail's 'How your officials voted', with the roll call each position comes from. */
export function YourOfficialsVotes({ bill, onOpenOfficial }: { bill: Bill; onOpenOfficial: (id: number) => void }) {
  const billId = bill.id;
  const { place, officials: mine, isLoading } = useMyOfficials();
  const officials = officialsVotingOn(bill, mine);
  const { byBill, isLoading: positionsLoading } = useMyBillPositions([billId]);
  return (
    <section aria-labelledby={`your-officials-${billId}`} className="mt-8 border border-rule bg-raised p-4">
      <h2 id={`your-officials-${billId}`} className="font-sans text-sm font-bold tracking-wider text-ink uppercase">
        How your officials voted
      </h2>
      {isLoading || positionsLoading ? (
        <div aria-busy="true" aria-label="Loading how your officials voted" className="mt-2">
          <Skeleton className="h-16" />
        </div>
      ) : place === null ? (
        <p className="mt-2 text-sm text-muted">
          Give your ZIP code under Your officials on the Officials tab to see how your officials voted on this bill.
        </p>
      ) : officials.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{noneVotingText(bill, place)}</p>
      ) : (
        <ul className="mt-2 grid gap-1.5 font-sans text-sm">
          {votesOn(officials, byBill.get(billId)).map((vote) => (
            <li key={vote.official.id} className="flex flex-wrap items-baseline justify-between gap-x-3 border-b border-rule py-1.5">
              <span>
                <ItemLink href={paths.official(vote.official.id)} onOpen={() => onOpenOfficial(vote.official.id)} className="font-semibold">
                  {vote.official.name}
                </ItemLink>{' '}
                <span className="text-muted">({vote.official.office})</span>
              </span>
              <span className="text-right">
                <span className="font-semibold text-ink">{voteText(vote)}</span>
                {vote.position ? <span className="block text-xs text-muted">{vote.position.question}</span> : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
