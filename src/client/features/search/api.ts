import { useQuery } from '@tanstack/react-query';
import type { Article } from '../../../shared/schemas/articles.ts';
import type { Bill } from '../../../shared/schemas/bills.ts';
import type { Candidate } from '../../../shared/schemas/candidates.ts';

// The same query keys as the tabs use, so search reads the lists already loaded and loads the rest once.
export function useSearchLists() {
  const articles = useQuery<Article[]>({ queryKey: ['/api/articles'] });
  const bills = useQuery<Bill[]>({ queryKey: ['/api/bills'] });
  const candidates = useQuery<Candidate[]>({ queryKey: ['/api/candidates'] });
  return {
    lists: { articles: articles.data ?? [], bills: bills.data ?? [], candidates: candidates.data ?? [] },
    isLoading: articles.isLoading || bills.isLoading || candidates.isLoading,
  };
}
