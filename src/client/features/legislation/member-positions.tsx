import { useMemo, useState } from 'react';
import type { RollCallPosition } from '../../../shared/schemas/roll-calls.ts';
import { ItemLink } from '../../components/item-link.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useMyOfficials } from '../../lib/my-officials.ts';
import { paths } from '../../lib/paths.ts';
import { useRollCallPositions } from './api.ts';

type MemberPositionsProps = { rollCallId: number; onOpenOfficial: (id: number) => void };

/** Members whose name or state holds the text typed, ignoring case. */
function matching(positions: readonly RollCallPosition[], text: string): readonly RollCallPosition[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return positions;
  return positions.filter((p) => p.name.toLowerCase().includes(needle) || p.state.toLowerCase() === needle);
}

/** 'How every member voted' on one roll call (mounted, and so fetched, only once opened), with a filter by name or state. */
export function MemberPositions({ rollCallId, onOpenOfficial }: MemberPositionsProps) {
  const { data: positions, isLoading, isError } = useRollCallPositions(rollCallId);
  const [text, setText] = useState('');
  const { officials: mine } = useMyOfficials();
  // The reader's own officials lead the list, so they need not be searched for.
  const shown = useMemo(() => {
    const ids = new Set(mine.map((o) => o.id));
    const found = matching(positions ?? [], text);
    return [
      ...found.filter((p) => p.officialId !== null && ids.has(p.officialId)),
      ...found.filter((p) => p.officialId === null || !ids.has(p.officialId)),
    ];
  }, [positions, text, mine]);
  const isMine = (p: RollCallPosition) => p.officialId !== null && mine.some((o) => o.id === p.officialId);

  if (isLoading) {
    return (
      <div aria-busy="true" aria-label="Loading how every member voted" className="grid gap-2">
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  if (isError || !positions) return <p className="text-sm text-muted">Could not load how every member voted. Please try again.</p>;
  if (positions.length === 0) return <p className="text-sm text-muted">No member positions were recorded for this roll call.</p>;
  return (
    <div className="grid gap-3">
      <div className="max-w-sm">
        <Field label="Find a member">
          <Input type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder="Name or state (VT)" />
        </Field>
      </div>
      <p className="font-sans text-xs text-muted" aria-live="polite">
        {shown.length === positions.length ? `${positions.length} members` : `${shown.length} of ${positions.length} members`}
      </p>
      {shown.length === 0 ? (
        <p className="text-sm text-muted">No member matches “{text.trim()}”.</p>
      ) : (
        <ul aria-label="Members’ positions" className="grid gap-x-6 sm:grid-cols-2">
          {shown.map((p) => (
            <li key={p.memberKey} className="flex items-baseline justify-between gap-3 border-b border-rule py-1.5 font-sans text-sm">
              <span className="min-w-0">
                {p.officialId !== null ? (
                  <ItemLink href={paths.official(p.officialId)} onOpen={() => onOpenOfficial(p.officialId!)} className="font-semibold">
                    {p.name}
                  </ItemLink>
                ) : (
                  <span className="font-semibold text-ink">{p.name}</span>
                )}{' '}
                <span className="text-muted">
                  ({p.party}-{p.state})
                </span>
                {isMine(p) ? (
                  <span className="ml-1 rounded-sm bg-chip px-1.5 py-0.5 text-xs font-semibold text-ink">Your official</span>
                ) : null}
              </span>
              <span className="shrink-0 font-semibold text-ink">{p.position}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
