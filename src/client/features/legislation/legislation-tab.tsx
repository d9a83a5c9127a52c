import { Plus } from 'lucide-react';
import { type ReactNode, Suspense, useMemo, useState } from 'react';
import type { BillSort } from '../../../shared/api/bills.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { HowScoresWorkLink } from '../../components/how-scores-work-link.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { RefreshButton } from '../../components/refresh-button.tsx';
import { Segmented } from '../../components/segmented.tsx';
import { ShowMore } from '../../components/show-more.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Select } from '../../components/ui/select.tsx';
import { useAuth } from '../../lib/auth.ts';
import { officialsVotingOn } from '../../lib/bill-voters.ts';
import { lazyNamed } from '../../lib/lazy.ts';
import { useMyBillPositions, useMyOfficials } from '../../lib/my-officials.ts';
import { refreshFailureToast } from '../../lib/refresh-toast.ts';
import { useReturnToItem } from '../../lib/return-to-item.ts';
import { toast } from '../../lib/toast.ts';
import { useBillPages, useBillStates, useRefreshBills } from './api.ts';
import { BillCard } from './bill-card.tsx';
import { BillPage, LegislationLoading } from './bill-page.tsx';
import { BILL_SORT_OPTIONS, type BillFilter, billStateOptions, DEFAULT_BILL_FILTER, DEFAULT_BILL_SORT } from './filters.ts';
import { refreshBillsToast } from './toast-texts.ts';
import { YourOfficialsLine } from './your-officials-votes.tsx';

const AddBillDialog = lazyNamed(() => import('./add-bill-dialog.tsx'), 'AddBillDialog');

type LegislationTabProps = {
  selectedId: number | null;
  onSelect: (id: number | null) => void;
  /** A member's name on a roll call opens the official (composed in the shell, which owns the tabs). */
  onOpenOfficial: (id: number) => void;
  renderDiscussion: (billId: number) => ReactNode;
};

const ALL_STATES = '__all__';

/** The 'Legislative Tracker' tab. The filter and sort live here so Back from a bill returns to them. */
export function LegislationTab({ selectedId, onSelect, onOpenOfficial, renderDiscussion }: LegislationTabProps) {
  const [filter, setFilter] = useState<BillFilter>(DEFAULT_BILL_FILTER);
  const [sort, setSort] = useState<BillSort>(DEFAULT_BILL_SORT);
  useReturnToItem(selectedId);
  if (selectedId !== null)
    return <BillPage id={selectedId} onBack={() => onSelect(null)} onOpenOfficial={onOpenOfficial} renderDiscussion={renderDiscussion} />;
  return <BillList filter={filter} onFilter={setFilter} sort={sort} onSort={setSort} onOpen={onSelect} />;
}

type BillListProps = {
  filter: BillFilter;
  onFilter: (filter: BillFilter) => void;
  sort: BillSort;
  onSort: (sort: BillSort) => void;
  onOpen: (id: number) => void;
};

function BillList({ filter, onFilter, sort, onSort, onOpen }: BillListProps) {
  const { isStaff } = useAuth();
  const { items: bills, isLoading, hasMore, isFetchingMore, showMore, sentinel } = useBillPages(filter, sort);
  const { data: stateCodes } = useBillStates();
  const refresh = useRefreshBills();
  const [adding, setAdding] = useState(false);
  const states = useMemo(() => billStateOptions(stateCodes ?? []), [stateCodes]);
  // How the reader's officials voted on the bills on screen: one call for the whole list.
  const { officials: myOfficials } = useMyOfficials();
  const { byBill } = useMyBillPositions(bills.map((bill) => bill.id));

  function onRefresh() {
    refresh.mutate(undefined, {
      onSuccess: (result) => toast(refreshBillsToast(result)),
      onError: (error) => toast(refreshFailureToast(error, 'Failed to refresh bills')),
    });
  }

  return (
    <div>
      <PageHeading
        title="Legislative Tracker"
        subtitle="Track federal and state legislation and how it measures up against progressive values"
        deckLink={<HowScoresWorkLink />}
        actions={
          isStaff ? (
            <>
              <RefreshButton label="Refresh Legislation" pending={refresh.isPending} onClick={onRefresh} />
              <Button size="sm" onClick={() => setAdding(true)}>
                <Plus aria-hidden="true" /> Add Bill
              </Button>
            </>
          ) : null
        }
      />
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
        <div className="flex flex-wrap items-center gap-2">
          <Segmented
            label="Level"
            value={filter.level}
            options={[
              { value: 'federal', label: 'Federal' },
              { value: 'state', label: 'State' },
            ]}
            onChange={(level) => onFilter(level === 'federal' ? { level } : { level, state: null })}
          />
          <Select
            ariaLabel="State"
            placeholder="Choose a state"
            value={filter.level === 'state' ? (filter.state ?? ALL_STATES) : ''}
            onValueChange={(value) => onFilter({ level: 'state', state: value === ALL_STATES ? null : value })}
            options={[{ value: ALL_STATES, label: 'All states' }, ...states]}
          />
        </div>
        <Select ariaLabel="Sort bills" value={sort} onValueChange={(value) => onSort(value as BillSort)} options={BILL_SORT_OPTIONS} />
      </div>

      {isLoading ? (
        <LegislationLoading />
      ) : bills.length === 0 ? (
        <EmptyState title="No bills found.">{isStaff ? 'Staff members can add bills manually or refresh legislation.' : null}</EmptyState>
      ) : (
        <>
          <div className="grid gap-4">
            {bills.map((bill) => (
              <div key={bill.id} data-list-item={bill.id}>
                <BillCard
                  bill={bill}
                  onOpen={onOpen}
                  yourOfficials={<YourOfficialsLine officials={officialsVotingOn(bill, myOfficials)} positions={byBill.get(bill.id)} />}
                />
              </div>
            ))}
          </div>
          <ShowMore hasMore={hasMore} sentinel={sentinel} onMore={showMore} loading={isFetchingMore} label="Show more bills" />
        </>
      )}
      <Suspense fallback={null}>{adding ? <AddBillDialog open={adding} onOpenChange={setAdding} /> : null}</Suspense>
    </div>
  );
}

/** Its part of the page's first data, seeded once its code is in (lib/first-data.ts). */
export { seedLegislationFirstData as seedFirstData } from './first-data.ts';
