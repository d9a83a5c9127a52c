import { officialCardNoScore } from '../../../shared/page-texts/official-texts.ts';
import type { Official } from '../../../shared/schemas/officials.ts';
import { InAppLink } from '../../components/item-link.tsx';
import { PartyBadge } from '../../components/party-badge.tsx';
import { ScoreBadge } from '../../components/score-badge.tsx';
import { paths } from '../../lib/paths.ts';
import { hasVotes, officialCardLean, officialPlace } from './filters.ts';
import { OfficialAvatar } from './official-avatar.tsx';
import { fewVotesText } from './scale-texts.ts';

export function OfficialCard({ official, onOpen }: { official: Official; onOpen: (id: number) => void }) {
  return (
    <article className="list-row flex border border-rule bg-raised transition-colors hover:border-rule-strong/60">
      <InAppLink href={paths.official(official.id)} onOpen={() => onOpen(official.id)} className="flex w-full flex-col p-5 text-left">
        <div className="flex items-start gap-3">
          <OfficialAvatar name={official.name} party={official.party} imageUrl={official.imageUrl} />
          <div className="min-w-0 flex-1">
            <h3 className="font-display text-lg leading-tight font-bold text-ink">{official.name}</h3>
            <p className="mt-0.5 font-sans text-xs text-muted">{officialPlace(official)}</p>
            <div className="mt-1.5">
              <PartyBadge party={official.party} />
            </div>
          </div>
          {hasVotes(official) ? (
            <div className="flex flex-col items-end gap-1">
              <ScoreBadge score={official.votingScore} />
              {fewVotesText(official.scoredVoteCount) ? (
                <span className="font-sans text-xs text-muted">{fewVotesText(official.scoredVoteCount)}</span>
              ) : null}
            </div>
          ) : (
            <span className="rounded-sm bg-chip px-2 py-1 font-sans text-xs font-semibold text-muted">{officialCardNoScore(official)}</span>
          )}
        </div>
        {official.ideologicalLean !== null ? (
          <p className="mt-3 font-sans text-xs font-semibold text-ink">{officialCardLean(official.ideologicalLean)}</p>
        ) : null}
        {official.bio ? <p className="mt-2 line-clamp-2 font-serif text-sm text-muted">{official.bio}</p> : null}
      </InAppLink>
    </article>
  );
}
