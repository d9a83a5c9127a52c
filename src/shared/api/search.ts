import { searchQuery, searchResults } from '../schemas/search.ts';
import { defineEndpoint } from './contract.ts';
import { SEARCH_PATH } from './endpoint-paths.ts';

/** Articles, bills, candidates and officials matching the text, each group ranked (docs/decisions/0120-server-side-search.md). */
export const search = defineEndpoint({ method: 'GET', path: SEARCH_PATH, query: searchQuery, status: 200, response: searchResults });
