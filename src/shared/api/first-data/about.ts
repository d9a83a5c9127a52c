// The About page's part of its first data, checked by that page's own code.
import { z } from 'zod';
import { masthead } from '../../schemas/masthead.ts';

export const aboutFirstData = z.object({
  /** /about: the masthead, as GET /api/masthead answers it. */
  masthead: masthead.optional(),
});
