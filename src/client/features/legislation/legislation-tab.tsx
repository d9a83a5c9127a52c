import { Plus } from 'lucide-react';
import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { RefreshButton } from '../../components/refresh-button.tsx';
import { Segmented } from '../../components/segmented.tsx';
import { ShowMore } from '../../components/show-more.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Select } from '../../components/ui/select.tsx';
import { useAuth } from '../../lib/auth.ts';
import { useIncremental } from '../../lib/incremental.ts';
import { refreshFailureToast } from '../../lib/refresh-toast.ts';
import { toast } from '../../lib/toast.ts';
import { useBills, useRefreshBills } from './api.ts';
import { BillCard } from './bill-card.tsx';
import { BillDetail } from './bill-detail.tsx';
import { BILL_SORTS, billStateOptions, DEFAULT_BILL_FILTER, filterBills, sortBills, type BillFilter, type BillSort } from './filters.ts';
import { refreshBillsToast } from './toast-texts.ts';
import { lazyNamed } from '../../lib/lazy.ts';

const AddBillDialog = lazyNamed(() => import('./add-bill-dialog.tsx'), 'AddBillDialog');

type LegislationTabProps = {
  selectedId: number | null;
  onSelect: (id: number | null) => void;
  renderDiscussion: (billId: number) => ReactNode;
};

const ALL_STATES = '__all__';

/** SPEC.md §2 "Legislative Tracker". */
export function LegislationTab({ selectedId, onSelect, renderDiscussion }: LegislationTabProps) {
  const { isStaff } = useAuth();
  const { data, isLoading } = useBills();
  const refresh = useRefreshBills();
  const [filter, setFilter] = useState<BillFilter>(DEFAULT_BILL_FILTER);
  const [sort, setSort] = useState<BillSort>('newest');
  const [adding, setAdding] = useState(false);

  const bills = useMemo(() => data ?? [], [data]);
  const states = useMemo(() => billStateOptions(bills), [bills]);
  const shown = useMemo(() => sortBills(filterBills(bills, filter), sort), [bills, filter, sort]);
  const { visible, hasMore, sentinel, showMore } = useIncremental(shown);

  const selected = selectedId !== null ? bills.find((b) => b.id === selectedId) : undefined;
  if (selected) return <BillDetail bill={selected} onBack={() => onSelect(null)} discussion={renderDiscussion(selected.id)} />;

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
            onChange={(level) => setFilter(level === 'federal' ? { level } : { level, state: null })}
          />
          <Select
            ariaLabel="State"
            placeholder="Choose a state"
            value={filter.level === 'state' ? (filter.state ?? ALL_STATES) : ''}
            onValueChange={(value) => setFilter({ level: 'state', state: value === ALL_STATES ? null : value })}
            options={[{ value: ALL_STATES, label: 'All states' }, ...states]}
          />
        </div>
        <Select ariaLabel="Sort bills" value={sort} onValueChange={(v) => setSort(v as BillSort)} options={BILL_SORTS} />
      </div>

      {isLoading ? (
        <p role="status" className="py-10 text-center font-serif text-lg text-muted italic">
          Loading legislation...
        </p>
      ) : shown.length === 0 ? (
        <EmptyState title="No bills found.">
          {isStaff ? 'Staff members can add bills manually or refresh legislation.' : null}
        </EmptyState>
      ) : (
        <>
          <p className="sr-only" role="status">{shown.length} bills</p>
          <div className="grid gap-4">
            {visible.map((bill) => (
              <BillCard key={bill.id} bill={bill} onOpen={(id) => onSelect(id)} />
            ))}
          </div>
          <ShowMore hasMore={hasMore} sentinel={sentinel} onMore={showMore} label="Show more bills" />
        </>
      )}
      <Suspense fallback={null}>{adding ? <AddBillDialog open={adding} onOpenChange={setAdding} /> : null}</Suspense>
    </div>
  );
}
