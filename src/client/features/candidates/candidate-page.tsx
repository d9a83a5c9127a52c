import type { ReactNode } from 'react';
import { candidateName } from '../../../shared/page-titles.ts';
import { BackLink } from '../../components/back-link.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { ApiError } from '../../lib/api.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { paths } from '../../lib/paths.ts';
import { useCandidate } from './api.ts';
import { CandidateDetail } from './candidate-detail.tsx';

type CandidatePageProps = { id: number; onBack: () => void; renderDiscussion: (candidateId: number) => ReactNode };

/**
 * A candidate by id, so a shared link (/candidates/{id}) opens one that is on no loaded page; an unknown id
 * says so instead of leaving a skeleton.
 */
export function CandidatePage({ id, onBack, renderDiscussion }: CandidatePageProps) {
  const { data: candidate, isLoading, error } = useCandidate(id);
  const missing = !error || (error instanceof ApiError && error.status === 404);
  useDocumentTitle(
    candidate ? candidateName(candidate) : isLoading ? null : missing ? 'Candidate Not Found' : 'Could not load the candidate',
  );
  if (isLoading) {
    return (
      <div aria-busy="true" aria-label="Loading candidate" className="mx-auto max-w-3xl">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="mt-4 h-6 w-1/3" />
        <Skeleton className="mt-8 h-40 w-full" />
      </div>
    );
  }
  if (!candidate) {
    return (
      <EmptyState title={missing ? 'Candidate Not Found' : 'Could not load the candidate'}>
        <p>{missing ? "The candidate you're looking for doesn't exist." : 'Please check your connection and try again.'}</p>
        <div className="mt-4 flex justify-center">
          <BackLink label="Back to candidates" href={paths.candidates} onBack={onBack} />
        </div>
      </EmptyState>
    );
  }
  return <CandidateDetail candidate={candidate} onBack={onBack} discussion={renderDiscussion(candidate.id)} />;
}
