import type { ReactNode } from 'react';
import { billName } from '../../../shared/page-titles.ts';
import { BackLink } from '../../components/back-link.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { VotesAsOf } from '../../components/votes-as-of.tsx';
import { ApiError } from '../../lib/api.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { paths } from '../../lib/paths.ts';
import { useBill } from './api.ts';
import { BillDetail } from './bill-detail.tsx';

export function LegislationLoading() {
  return (
    <p role="status" className="py-10 text-center font-serif text-lg text-muted italic">
      Loading legislation...
    </p>
  );
}

type BillPageProps = {
  id: number;
  onBack: () => void;
  onOpenOfficial: (id: number) => void;
  renderDiscussion: (billId: number) => ReactNode;
};

/**
 * A bill by id, wherever it sits in the list (a card, a search result, a shared /bills/{id} link); 'Bill
 * Not Found' when there is no such bill, so an unknown id never leaves the loading text forever.
 */
export function BillPage({ id, onBack, onOpenOfficial, renderDiscussion }: BillPageProps) {
  const { data: bill, isLoading, error } = useBill(id);
  const missing = !error || (error instanceof ApiError && error.status === 404);
  useDocumentTitle(bill ? billName(bill) : isLoading ? null : missing ? 'Bill Not Found' : 'Could not load the bill');
  if (isLoading) return <LegislationLoading />;
  if (!bill) {
    return (
      <EmptyState title={missing ? 'Bill Not Found' : 'Could not load the bill'}>
        <p>{missing ? "The bill you're looking for doesn't exist." : 'Please check your connection and try again.'}</p>
        <div className="mt-4 flex justify-center">
          <BackLink label="Back to legislation" href={paths.legislation} onBack={onBack} />
        </div>
      </EmptyState>
    );
  }
  return (
    <>
      <VotesAsOf />
      <BillDetail bill={bill} onBack={onBack} onOpenOfficial={onOpenOfficial} discussion={renderDiscussion(bill.id)} />
    </>
  );
}
