import { ExternalLink } from 'lucide-react';
import { Link } from 'wouter';
import type { CommitteeDetail, CommitteeMember } from '../../../shared/schemas/contact.ts';
import { seatText } from '../../components/contact/committees-section.tsx';
import { PartyBadge } from '../../components/party-badge.tsx';
import { ScoreBadge } from '../../components/score-badge.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { ApiError } from '../../lib/api.ts';
import { useCommittee } from '../../lib/contact.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { paths } from '../../lib/paths.ts';

const CHAMBERS: Record<string, string> = { house: 'House', senate: 'Senate', joint: 'Joint' };

function MemberRows({ members }: { members: CommitteeMember[] }) {
  return (
    <ul className="grid gap-2">
      {members.map((m) => (
        <li key={m.official.id} className="flex flex-wrap items-center justify-between gap-2 border-b border-rule py-2">
          <span className="grid gap-0.5">
            <Link href={paths.official(m.official.id)} className="font-sans font-semibold text-ink underline underline-offset-4">
              {m.official.name}
            </Link>
            <span className="font-sans text-xs text-muted">
              {m.official.office} · {m.official.state}
              {m.official.district ? `-${m.official.district}` : ''} · {seatText(m)}
            </span>
          </span>
          <span className="flex items-center gap-2">
            <PartyBadge party={m.official.party} />
            <ScoreBadge score={m.official.votingScore} />
          </span>
        </li>
      ))}
    </ul>
  );
}

function Committee({ committee }: { committee: CommitteeDetail }) {
  useDocumentTitle(committee.parent ? `${committee.parent.name}: ${committee.name}` : committee.name);
  const sides = [
    { side: 'majority', heading: 'Majority' },
    { side: 'minority', heading: 'Minority' },
  ];
  return (
    <article>
      <p className="font-sans text-xs font-bold tracking-wider text-muted uppercase">
        {CHAMBERS[committee.chamber] ?? committee.chamber} committee
      </p>
      {committee.parent ? (
        <p className="mt-1 font-sans text-sm">
          Subcommittee of{' '}
          <Link href={paths.committee(committee.parent.id)} className="font-semibold text-ink underline underline-offset-4">
            {committee.parent.name}
          </Link>
        </p>
      ) : null}
      <h1 className="mt-1 font-display text-3xl leading-tight font-bold text-ink sm:text-4xl">{committee.name}</h1>
      {committee.jurisdiction ? <p className="prose-news mt-4 text-ink">{committee.jurisdiction}</p> : null}
      {committee.url ? (
        <a
          href={committee.url}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-flex items-center gap-1.5 font-sans text-sm font-semibold text-ink underline underline-offset-4"
        >
          The committee’s website <ExternalLink className="size-3.5" aria-hidden="true" />
        </a>
      ) : null}
      {sides.map(({ side, heading }) => {
        const members = committee.members.filter((m) => m.side === side);
        return members.length === 0 ? null : (
          <section key={side} aria-labelledby={`members-${side}`} className="mt-8">
            <h2 id={`members-${side}`} className="mb-2 border-b-2 border-rule-strong pb-1 font-display text-2xl font-bold text-ink">
              {heading} ({members.length})
            </h2>
            <MemberRows members={members} />
          </section>
        );
      })}
      {committee.members.length === 0 ? <p className="mt-6 text-sm text-muted">No members are recorded.</p> : null}
      {committee.subcommittees.length > 0 ? (
        <section aria-labelledby="subcommittees" className="mt-8">
          <h2 id="subcommittees" className="mb-2 border-b-2 border-rule-strong pb-1 font-display text-2xl font-bold text-ink">
            Subcommittees
          </h2>
          <ul className="grid gap-1.5">
            {committee.subcommittees.map((s) => (
              <li key={s.id}>
                <Link href={paths.committee(s.id)} className="font-sans text-sm text-ink underline underline-offset-4">
                  {s.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

/** /committee/{thomas id}: a committee or subcommittee, its members by side and rank, with their scores. */
export function CommitteePage({ id }: { id: string }) {
  const { data, isLoading, error } = useCommittee(id);
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
  useDocumentTitle(missing ? 'Committee Not Found' : null);
  return (
    <main className="mx-auto max-w-3xl px-4 pt-6 pb-16 sm:px-6 sm:pt-8">
      {isLoading ? (
        <div aria-busy="true" aria-label="Loading the committee" className="grid gap-3">
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-64" />
        </div>
      ) : data ? (
        <Committee committee={data} />
      ) : (
        <p role="alert" className="text-sm text-ink">
          {missing ? 'There is no committee at this address.' : 'Could not load the committee. Please try again.'}
        </p>
      )}
    </main>
  );
}

/** Its part of the page's first data, seeded once its code is in (lib/first-data.ts). */
export { seedCommitteeFirstData as seedFirstData } from './first-data.ts';
