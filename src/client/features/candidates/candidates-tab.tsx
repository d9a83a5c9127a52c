import { Plus } from 'lucide-react';
import { type ReactNode, Suspense, useState } from 'react';
import type { CandidateOffice, CandidateSort } from '../../../shared/api/candidates.ts';
import { TAB_FIRST_LISTS } from '../../../shared/api/first-lists.ts';
import { STATE_CANDIDATE_CREDITS } from '../../../shared/page-texts/source-credits.ts';
import type { Candidate } from '../../../shared/schemas/candidates.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { HowScoresWorkLink } from '../../components/how-scores-work-link.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { RefreshButton } from '../../components/refresh-button.tsx';
import { Segmented } from '../../components/segmented.tsx';
import { ShowMore } from '../../components/show-more.tsx';
import { SourceCredit } from '../../components/source-credit.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useAuth } from '../../lib/auth.ts';
import { lazyNamed } from '../../lib/lazy.ts';
import { refreshFailureToast } from '../../lib/refresh-toast.ts';
import { useReturnToItem } from '../../lib/return-to-item.ts';
import { toast } from '../../lib/toast.ts';
import { useCandidatePages, useRefreshCandidates } from './api.ts';
import { CandidateCard } from './candidate-card.tsx';
import { CandidatePage } from './candidate-page.tsx';
import { OFFICE_FILTERS, SORT_OPTIONS } from './filters.ts';
import { type CandidatePlace, PlaceFilters } from './place-filters.tsx';

const AddCandidateDialog = lazyNamed(() => import('./add-candidate-dialog.tsx'), 'AddCandidateDialog');

type CandidatesTabProps = {
  selectedId: number | null;
  onSelect: (id: number | null) => void;
  renderDiscussion: (candidateId: number) => ReactNode;
};

/** The 'Progressive Candidates' tab: the server filters, sorts and sends a page at a time. */
export function CandidatesTab({ selectedId, onSelect, renderDiscussion }: CandidatesTabProps) {
  // Held above the detail, so Back returns to the same filter, sort and loaded pages.
  // It opens on the list its own page carries the first page of.
  const [filter, setFilter] = useState<CandidateOffice>(TAB_FIRST_LISTS.candidates.office);
  const [sort, setSort] = useState<CandidateSort>(TAB_FIRST_LISTS.candidates.sort);
  const [place, setPlace] = useState<CandidatePlace>({});
  useReturnToItem(selectedId);
  if (selectedId !== null) return <CandidatePage id={selectedId} onBack={() => onSelect(null)} renderDiscussion={renderDiscussion} />;
  return (
    <CandidateList filter={filter} onFilter={setFilter} sort={sort} onSort={setSort} place={place} onPlace={setPlace} onSelect={onSelect} />
  );
}

type CandidateListProps = {
  filter: CandidateOffice;
  onFilter: (filter: CandidateOffice) => void;
  sort: CandidateSort;
  onSort: (sort: CandidateSort) => void;
  place: CandidatePlace;
  onPlace: (place: CandidatePlace) => void;
  onSelect: (id: number) => void;
};

function CandidateList({ filter, onFilter: setFilter, sort, onSort: setSort, place, onPlace, onSelect }: CandidateListProps) {
  const { isStaff } = useAuth();
  const { items: candidates, isLoading, hasMore, isFetchingMore, showMore, sentinel } = useCandidatePages(filter, sort, place);
  const refresh = useRefreshCandidates();
  const [adding, setAdding] = useState(false);

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
        deckLink={<HowScoresWorkLink />}
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
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <PlaceFilters place={place} onChange={onPlace} />
          <Select ariaLabel="Sort candidates" value={sort} onValueChange={(v) => setSort(v as CandidateSort)} options={SORT_OPTIONS} />
        </div>
      </div>
      {isLoading ? (
        <div aria-busy="true" aria-label="Loading candidates" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} className="h-60" />
          ))}
        </div>
      ) : candidates.length === 0 ? (
        <EmptyState title="No candidates found.">
          {isStaff ? 'Staff members can add candidates manually or refresh candidates.' : null}
        </EmptyState>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {candidates.map((c) => (
              <div key={c.id} data-list-item={c.id}>
                <CandidateCard candidate={c} onOpen={(id) => onSelect(id)} />
              </div>
            ))}
          </div>
          <ShowMore hasMore={hasMore} sentinel={sentinel} onMore={showMore} loading={isFetchingMore} label="Show more candidates" />
          <ListCredits candidates={candidates} />
        </>
      )}
      <Suspense fallback={null}>{adding ? <AddCandidateDialog open={adding} onOpenChange={setAdding} /> : null}</Suspense>
    </div>
  );
}

/** The credits of the state and local candidates' lists the page shows (docs/decisions/0337-state-and-local-races.md). */
function ListCredits({ candidates }: { candidates: readonly Candidate[] }) {
  const sources = [...new Set(candidates.flatMap((c) => (c.source ? [c.source] : [])))].sort();
  if (sources.length === 0) return null;
  return <SourceCredit credits={sources.map((source) => STATE_CANDIDATE_CREDITS[source])} className="mt-8 border-t border-rule pt-3" />;
}

/** Its part of the page's first data, seeded once its code is in (lib/first-data.ts). */
export { seedCandidatesFirstData as seedFirstData } from './first-data.ts';
