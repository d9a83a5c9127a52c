import { Download, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { RefreshButton } from '../../components/refresh-button.tsx';
import { Segmented } from '../../components/segmented.tsx';
import { ShowMore } from '../../components/show-more.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Tooltip } from '../../components/ui/tooltip.tsx';
import { useAuth } from '../../lib/auth.ts';
import { useIncremental } from '../../lib/incremental.ts';
import { SCORE_SORTS, type ScoreSort } from '../../lib/sort.ts';
import { toast } from '../../lib/toast.ts';
import { useImportVotes, useOfficials, useRefreshMembers } from './api.ts';
import { CHAMBER_FILTERS, filterAndSortOfficials, type ChamberFilter } from './filters.ts';
import { OfficialCard } from './official-card.tsx';
import { OfficialDetail } from './official-detail.tsx';
import { membersFailedToast, membersRefreshedToast, votesFailedToast, votesImportedToast } from './toast-texts.ts';

type OfficialsTabProps = { selectedId: number | null; onSelect: (id: number | null) => void };

/** SPEC.md §2 "Elected Officials", built from the list's aggregates (no per-vote download). */
export function OfficialsTab({ selectedId, onSelect }: OfficialsTabProps) {
  const { isStaff } = useAuth();
  const { data, isLoading } = useOfficials();
  const refreshMembers = useRefreshMembers();
  const importVotes = useImportVotes();
  const [filter, setFilter] = useState<ChamberFilter>('all');
  const [sort, setSort] = useState<ScoreSort>('score-desc');
  const officials = useMemo(() => data ?? [], [data]);
  const shown = useMemo(() => filterAndSortOfficials(officials, filter, sort), [officials, filter, sort]);
  const { visible, hasMore, sentinel, showMore } = useIncremental(shown, 48);

  const selected = selectedId !== null ? officials.find((o) => o.id === selectedId) : undefined;
  if (selected) return <OfficialDetail official={selected} onBack={() => onSelect(null)} />;

  return (
    <div>
      <PageHeading
        title="Elected Officials"
        subtitle="Track voting records and ideological alignment of elected officials"
        actions={
          isStaff ? (
            <>
              <RefreshButton
                label="Refresh Members"
                pending={refreshMembers.isPending}
                onClick={() => refreshMembers.mutate(undefined, { onSuccess: (r) => toast(membersRefreshedToast(r)), onError: (e) => toast(membersFailedToast(e)) })}
              />
              <RefreshButton
                label="Import Votes"
                pendingLabel="Importing..."
                icon={Download}
                pending={importVotes.isPending}
                onClick={() => importVotes.mutate(undefined, { onSuccess: (r) => toast(votesImportedToast(r)), onError: (e) => toast(votesFailedToast(e)) })}
              />
              {/* SPEC.md §2 gives Add Official no handler, so it is shown but inert (docs/decisions/0045). */}
              <Tooltip content="Adding officials by hand is not available yet">
                <Button size="sm" aria-disabled="true" className="cursor-not-allowed opacity-60">
                  <Plus aria-hidden="true" /> Add Official
                </Button>
              </Tooltip>
            </>
          ) : null
        }
      />
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
        <Segmented label="Chamber" value={filter} options={CHAMBER_FILTERS} onChange={setFilter} />
        <Select ariaLabel="Sort officials" value={sort} onValueChange={(v) => setSort(v as ScoreSort)} options={SCORE_SORTS} />
      </div>
      {isLoading ? (
        <p role="status" className="py-10 text-center font-serif text-lg text-muted italic">
          Loading officials...
        </p>
      ) : shown.length === 0 ? (
        <EmptyState title="No officials found.">{isStaff ? 'Staff members can add officials manually.' : null}</EmptyState>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {visible.map((o) => (
              <OfficialCard key={o.id} official={o} onOpen={(id) => onSelect(id)} />
            ))}
          </div>
          <ShowMore hasMore={hasMore} sentinel={sentinel} onMore={showMore} label="Show more officials" />
        </>
      )}
    </div>
  );
}
