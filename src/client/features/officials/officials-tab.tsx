import { Download, Plus } from 'lucide-react';
import { useState } from 'react';
import { TAB_FIRST_LISTS } from '../../../shared/api/first-lists.ts';
import type { OfficialSort } from '../../../shared/api/officials.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { HowScoresWorkLink } from '../../components/how-scores-work-link.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { RefreshButton } from '../../components/refresh-button.tsx';
import { Segmented } from '../../components/segmented.tsx';
import { ShowMore } from '../../components/show-more.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Tooltip } from '../../components/ui/tooltip.tsx';
import { VotesAsOf } from '../../components/votes-as-of.tsx';
import { useAuth } from '../../lib/auth.ts';
import { cn } from '../../lib/cn.ts';
import { useMyPlace } from '../../lib/my-place.ts';
import { useReturnToItem } from '../../lib/return-to-item.ts';
import { toast } from '../../lib/toast.ts';
import { useImportVotes, useOfficialPages, useRefreshMembers } from './api.ts';
import { CHAMBER_FILTERS, OFFICIAL_SORT_OPTIONS, type OfficialsFilter } from './filters.ts';
import { OfficialCard } from './official-card.tsx';
import { OfficialPage } from './official-detail.tsx';
import { membersFailedToast, membersRefreshedToast, votesFailedToast, votesImportedToast } from './toast-texts.ts';
import { YourOfficialsPanel } from './your-officials-panel.tsx';

type OfficialsTabProps = {
  selectedId: number | null;
  onSelect: (id: number | null) => void;
  /** A bill in the official's votes opens the bill (composed in the shell, which owns the tabs). */
  onOpenBill: (id: number) => void;
};

/** The 'Elected Officials' tab: the server filters, sorts and aggregates; the detail is fetched by id. */
export function OfficialsTab({ selectedId, onSelect, onOpenBill }: OfficialsTabProps) {
  // Held above the detail, so Back returns to the same chamber and sort.
  const [chamber, setChamber] = useState<OfficialsFilter>(TAB_FIRST_LISTS.officials.chamber);
  const [sort, setSort] = useState<OfficialSort>(TAB_FIRST_LISTS.officials.sort);
  useReturnToItem(selectedId);
  if (selectedId !== null) return <OfficialPage id={selectedId} onBack={() => onSelect(null)} onOpenBill={onOpenBill} />;
  return <OfficialsList chamber={chamber} onChamber={setChamber} sort={sort} onSort={setSort} onSelect={onSelect} />;
}

type OfficialsListProps = {
  chamber: OfficialsFilter;
  onChamber: (chamber: OfficialsFilter) => void;
  sort: OfficialSort;
  onSort: (sort: OfficialSort) => void;
  onSelect: (id: number) => void;
};

function OfficialsList({ chamber, onChamber: setChamber, sort, onSort: setSort, onSelect }: OfficialsListProps) {
  const { isStaff } = useAuth();
  const { place, isLoading: placeLoading } = useMyPlace();
  const mine = chamber === 'mine';
  // Mine without a place has nothing to ask the server for; the panel above asks for the ZIP.
  // A page of cards at a time (docs/decisions/0238-officials-a-page-at-a-time.md); the tab's own page carries the first.
  const pages = useOfficialPages(
    mine ? { chamber: 'all', sort, state: place?.state, district: place?.district } : { chamber, sort },
    !mine || place !== null,
  );
  const { isLoading, isPlaceholderData, items: officials } = pages;
  const refreshMembers = useRefreshMembers();
  const importVotes = useImportVotes();

  return (
    <div>
      <PageHeading
        title="Elected Officials"
        subtitle="Track voting records and ideological alignment of elected officials"
        deckLink={<HowScoresWorkLink />}
        actions={
          isStaff ? (
            <>
              <RefreshButton
                label="Refresh Members"
                pending={refreshMembers.isPending}
                onClick={() =>
                  refreshMembers.mutate(undefined, {
                    onSuccess: (r) => toast(membersRefreshedToast(r)),
                    onError: (e) => toast(membersFailedToast(e)),
                  })
                }
              />
              <RefreshButton
                label="Import Votes"
                pendingLabel="Importing..."
                icon={Download}
                pending={importVotes.isPending}
                onClick={() =>
                  importVotes.mutate(undefined, {
                    onSuccess: (r) => toast(votesImportedToast(r)),
                    onError: (e) => toast(votesFailedToast(e)),
                  })
                }
              />
              {/* Add Official has no handler, so it is shown but inert (docs/decisions/0045). */}
              <Tooltip content="Adding officials by hand is not available yet">
                <Button size="sm" aria-disabled="true" className="cursor-not-allowed opacity-60">
                  <Plus aria-hidden="true" /> Add Official
                </Button>
              </Tooltip>
            </>
          ) : null
        }
      />
      <VotesAsOf />
      <YourOfficialsPanel onSelect={onSelect} />
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
        <Segmented label="Chamber" value={chamber} options={CHAMBER_FILTERS} onChange={setChamber} />
        <Select ariaLabel="Sort officials" value={sort} onValueChange={(v) => setSort(v as OfficialSort)} options={OFFICIAL_SORT_OPTIONS} />
      </div>
      {mine && place === null && !placeLoading ? (
        <EmptyState title="No ZIP code yet.">
          Give your ZIP code under Your officials to see your House member and senators here.
        </EmptyState>
      ) : isLoading || (mine && placeLoading) ? (
        <p role="status" className="py-10 text-center font-serif text-lg text-muted italic">
          Loading officials...
        </p>
      ) : officials.length === 0 ? (
        <EmptyState title="No officials found.">{isStaff ? 'Staff members can add officials manually.' : null}</EmptyState>
      ) : (
        <>
          {/* Busy while the previous chamber's or sort's cards stand in for the ones on their way. */}
          <div
            aria-busy={isPlaceholderData}
            className={cn('grid gap-4 transition-opacity sm:grid-cols-2 lg:grid-cols-3', isPlaceholderData && 'opacity-60')}
          >
            {officials.map((o) => (
              <div key={o.id} data-list-item={o.id}>
                <OfficialCard official={o} onOpen={(id) => onSelect(id)} />
              </div>
            ))}
          </div>
          <ShowMore
            hasMore={pages.hasMore}
            sentinel={pages.sentinel}
            onMore={pages.showMore}
            loading={pages.isFetchingMore}
            label="Show more officials"
          />
        </>
      )}
    </div>
  );
}

/** Its part of the page's first data, seeded once its code is in (lib/first-data.ts). */
export { seedOfficialsFirstData as seedFirstData } from './first-data.ts';
