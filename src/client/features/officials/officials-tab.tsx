import { Download, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { TAB_FIRST_LISTS } from '../../../shared/api/first-lists.ts';
import type { OfficialSort } from '../../../shared/api/officials.ts';
import { STATE_OFFICIAL_CREDITS } from '../../../shared/page-texts/source-credits.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { HowScoresWorkLink } from '../../components/how-scores-work-link.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { RefreshButton } from '../../components/refresh-button.tsx';
import { Segmented } from '../../components/segmented.tsx';
import { ShowMore } from '../../components/show-more.tsx';
import { SourceCredit } from '../../components/source-credit.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Tooltip } from '../../components/ui/tooltip.tsx';
import { VotesAsOf } from '../../components/votes-as-of.tsx';
import { useAuth } from '../../lib/auth.ts';
import { cn } from '../../lib/cn.ts';
import { mineQuery } from '../../lib/my-officials.ts';
import { useMyPlace } from '../../lib/my-place.ts';
import { useReturnToItem } from '../../lib/return-to-item.ts';
import { toast } from '../../lib/toast.ts';
import { useImportVotes, useOfficialPages, useOfficialStates, useRefreshMembers } from './api.ts';
import {
  CHAMBER_FILTERS,
  DEFAULT_STATE_VIEW,
  LEVEL_OPTIONS,
  OFFICIAL_SORT_OPTIONS,
  type OfficialsView,
  officialStateOptions,
  STATE_CHAMBER_FILTERS,
  stateViewQuery,
} from './filters.ts';
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
  // Held above the detail, so Back returns to the same level, state, chamber and sort.
  const [view, setView] = useState<OfficialsView>({ level: 'federal', chamber: TAB_FIRST_LISTS.officials.chamber });
  const [sort, setSort] = useState<OfficialSort>(TAB_FIRST_LISTS.officials.sort);
  useReturnToItem(selectedId);
  if (selectedId !== null) return <OfficialPage id={selectedId} onBack={() => onSelect(null)} onOpenBill={onOpenBill} />;
  return <OfficialsList view={view} onView={setView} sort={sort} onSort={setSort} onSelect={onSelect} />;
}

type OfficialsListProps = {
  view: OfficialsView;
  onView: (view: OfficialsView) => void;
  sort: OfficialSort;
  onSort: (sort: OfficialSort) => void;
  onSelect: (id: number) => void;
};

const ALL_STATES = '__all__';

/** Federal or State, and the state's dropdown and chambers, or Congress's chambers and Mine. */
function ViewChoices({ view, onView }: { view: OfficialsView; onView: (view: OfficialsView) => void }) {
  const { data: codes } = useOfficialStates(view.level === 'state');
  const states = useMemo(() => officialStateOptions(codes ?? []), [codes]);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Segmented
          label="Level"
          value={view.level}
          options={LEVEL_OPTIONS}
          onChange={(level) => onView(level === 'federal' ? { level, chamber: 'all' } : DEFAULT_STATE_VIEW)}
        />
        {view.level === 'state' ? (
          <Select
            ariaLabel="Which state's officials"
            placeholder="Choose a state"
            value={view.state ?? ALL_STATES}
            onValueChange={(value) => onView({ ...view, state: value === ALL_STATES ? null : value })}
            options={[{ value: ALL_STATES, label: 'All states' }, ...states]}
          />
        ) : null}
      </div>
      {view.level === 'state' ? (
        <Segmented
          label="Chamber"
          value={view.chamber}
          options={STATE_CHAMBER_FILTERS}
          onChange={(chamber) => onView({ ...view, chamber })}
        />
      ) : (
        <Segmented label="Chamber" value={view.chamber} options={CHAMBER_FILTERS} onChange={(chamber) => onView({ ...view, chamber })} />
      )}
    </div>
  );
}

function OfficialsList({ view, onView, sort, onSort: setSort, onSelect }: OfficialsListProps) {
  const { isStaff } = useAuth();
  const { place, isLoading: placeLoading } = useMyPlace();
  const mine = view.level === 'federal' && view.chamber === 'mine';
  // Mine without a place has nothing to ask the server for; the panel above asks for the ZIP. Congress's
  // query leaves the level out, as the tab's first data were loaded without it.
  // A page of cards at a time (docs/decisions/0238-officials-a-page-at-a-time.md); the tab's own page carries the first.
  const pages = useOfficialPages(
    view.level === 'state'
      ? stateViewQuery(view, sort)
      : view.chamber === 'mine'
        ? { chamber: 'all', sort, ...mineQuery(place) }
        : { chamber: view.chamber, sort },
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
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start sm:justify-between">
        <ViewChoices view={view} onView={onView} />
        <Select ariaLabel="Sort officials" value={sort} onValueChange={(v) => setSort(v as OfficialSort)} options={OFFICIAL_SORT_OPTIONS} />
      </div>
      {mine && place === null && !placeLoading ? (
        <EmptyState title="No ZIP code yet.">
          Give your ZIP code under Your officials to see all of your officials here: in Congress, your governor and your state legislators.
        </EmptyState>
      ) : isLoading || (mine && placeLoading) ? (
        <p role="status" className="py-10 text-center font-serif text-lg text-muted italic">
          Loading officials...
        </p>
      ) : officials.length === 0 ? (
        view.level === 'state' ? (
          <EmptyState title="No state officials found.">
            {view.state === null
              ? 'No state officials are on record yet: they are added when the state data are loaded.'
              : 'None of this kind are on record for this state yet.'}
          </EmptyState>
        ) : (
          <EmptyState title="No officials found.">{isStaff ? 'Staff members can add officials manually.' : null}</EmptyState>
        )
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
      {view.level === 'state' ? <SourceCredit credits={STATE_OFFICIAL_CREDITS} className="mt-8 border-t border-rule pt-3" /> : null}
    </div>
  );
}

/** Its part of the page's first data, seeded once its code is in (lib/first-data.ts). */
export { seedOfficialsFirstData as seedFirstData } from './first-data.ts';
