import { masthead, mastheadUpdate } from '../schemas/masthead.ts';
import { defineEndpoint } from './contract.ts';

/** The About page's data, public and cached; the one source of the masthead for any screen that draws it. */
export const getMasthead = defineEndpoint({ method: 'GET', path: '/api/masthead', status: 200, response: masthead });

/** Staff write the masthead; it replaces the defaults. */
export const updateMasthead = defineEndpoint({
  method: 'PUT',
  auth: 'staff',
  path: '/api/masthead',
  body: mastheadUpdate,
  status: 200,
  response: masthead,
});
