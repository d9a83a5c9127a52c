import { Plus } from 'lucide-react';
import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { RefreshButton } from '../../components/refresh-button.tsx';
import { Segmented } from '../../components/segmented.tsx';
import { ShowMore } from '../../components/show-more.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useAuth } from '../../lib/auth.ts';
import { useIncremental } from '../../lib/incremental.ts';
import { refreshFailureToast } from '../../lib/refresh-toast.ts';
import { SCORE_SORTS, type ScoreSort } from '../../lib/sort.ts';
import { toast } from '../../lib/toast.ts';
import { useCandidates, useRefreshCandidates } from './api.ts';
import { CandidateCard } from './candidate-card.tsx';
import { CandidateDetail } from './candidate-detail.tsx';
import { filterAndSortCandidates, OFFICE_FILTERS, type OfficeFilter } from './filters.ts';
import { lazyNamed } from '../../lib/lazy.ts';

const AddCandidateDialog = lazyNamed(() => import('./add-candidate-dialog.tsx'), 'AddCandidateDialog');

const SORTS = SCORE_SORTS.map((s) => (s.value === 'default' ? { ...s, label: 'Default (unsorted)' } : s));

type CandidatesTabProps = {
  selectedId: number | null;
  onSelect: (id: number | null) => void;
  renderDiscussion: (candidateId: number) => ReactNode;
};

/** SPEC.md §2 "Progressive Candidates". */
export function CandidatesTab({ selectedId, onSelect, renderDiscussion }: CandidatesTabProps) {
  const { isStaff } = useAuth();
  const { data, isLoading } = useCandidates();
  const refresh = useRefreshCandidates();
  const [filter, setFilter] = useState<OfficeFilter>('all');
  const [sort, setSort] = useState<ScoreSort>('score-desc');
  const [adding, setAdding] = useState(false);
  const candidates = useMemo(() => data ?? [], [data]);
  const shown = useMemo(() => filterAndSortCandidates(candidates, filter, sort), [candidates, filter, sort]);
  const { visible, hasMore, sentinel, showMore } = useIncremental(shown, 48);

  const selected = selectedId !== null ? candidates.find((c) => c.id === selectedId) : undefined;
  if (selected) return <CandidateDetail candidate={selected} onBack={() => onSelect(null)} discussion={renderDiscussion(selected.id)} />;

  function onRefresh() {
    refresh.mutate(undefined, {
      onSuccess: (result) =>
        toast({
          title: 'Success',
          description: result?.message || 'Candidates refreshed from the Federal Election Commission campaign-finance data service',
        }),
      onError: (error) => toast(refreshFailureToast(error, 'Failed to refresh candidates')),
    });
  }

  return (
    <div>
      <PageHeading
        title="Progressive Candidates"
        subtitle="Discover progressive candidates running across the United States"
        actions={
          isStaff ? (
            <>
              <RefreshButton label="Refresh Candidates" pending={refresh.isPending} onClick={onRefresh} />
              <Button size="sm" onClick={() => setAdding(true)}>
                <Plus aria-hidden="true" /> Add Candidate
              </Button>
            </>
          ) : null
        }
      />
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
        <Segmented label="Office" value={filter} options={OFFICE_FILTERS} onChange={setFilter} />
        <Select ariaLabel="Sort candidates" value={sort} onValueChange={(v) => setSort(v as ScoreSort)} options={SORTS} />
      </div>
      {isLoading ? (
        <div aria-busy="true" aria-label="Loading candidates" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} className="h-60" />
          ))}
        </div>
      ) : shown.length === 0 ? (
        <EmptyState title="No candidates found.">
          {isStaff ? 'Staff members can add candidates manually or refresh candidates.' : null}
        </EmptyState>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {visible.map((c) => (
              <CandidateCard key={c.id} candidate={c} onOpen={(id) => onSelect(id)} />
            ))}
          </div>
          <ShowMore hasMore={hasMore} sentinel={sentinel} onMore={showMore} label="Show more candidates" />
        </>
      )}
      <Suspense fallback={null}>{adding ? <AddCandidateDialog open={adding} onOpenChange={setAdding} /> : null}</Suspense>
    </div>
  );
}
