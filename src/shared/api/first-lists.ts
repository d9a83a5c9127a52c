// What a page's HTML and the client's first screen agree on about the first data, with no schema in it
// (docs/decisions/0143-first-paint.md): the start-up code and the tabs read these without building any.
import type { BillSort } from './bills.ts';
import type { CandidateOffice, CandidateSort } from './candidates.ts';
import type { Chamber, OfficialSort } from './officials.ts';

/** The id of the <script type="application/json"> element that holds the data. */
export const FIRST_DATA_ELEMENT_ID = 'first-data';

/**
 * The lists a tab's own page carries the first page of: each tab's starting filter and sort, which the
 * tab opens with and the server loads (docs/decisions/0225-below-the-fold-when-near.md).
 */
export const TAB_FIRST_LISTS = {
  legislation: { level: 'federal', sort: 'newest' },
  candidates: { office: 'all', sort: 'highest' },
  officials: { chamber: 'all', sort: 'highest' },
} as const satisfies {
  legislation: { level: 'federal'; sort: BillSort };
  candidates: { office: CandidateOffice; sort: CandidateSort };
  officials: { chamber: Chamber; sort: OfficialSort };
};
