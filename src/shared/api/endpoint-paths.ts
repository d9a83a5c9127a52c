// The paths of the endpoints that the first screen's code knows by path alone, with no schema here: their
// contracts are declared with these, and that code builds their query keys from them (client lib/endpoint.ts,
// pathKey) without building the contracts' schemas.

/** GET /api/search (api/search.ts). */
export const SEARCH_PATH = '/api/search';

/** GET /api/users/:id/posts (api/users.ts). */
export const USER_POSTS_PATH = '/api/users/:id/posts';
