import { searchQuery, searchResults } from '../schemas/search.ts';
import { defineEndpoint } from './contract.ts';

/** Articles, bills, candidates and officials matching the text, each group ranked (docs/decisions/0120-server-side-search.md). */
export const search = defineEndpoint({ method: 'GET', path: '/api/search', query: searchQuery, status: 200, response: searchResults });
