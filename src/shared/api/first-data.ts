// The data a page's HTML carries for its first screen, so that screen needs no request
// (docs/decisions/0143-first-paint.md, 0145-server-rendered-first-screen.md). The server writes it into a
// <script type="application/json"> checked against this schema. The client checks it a part at a time:
// the common part at start-up, each page kind's part in that page's own lazily loaded code (first-data/),
// so the first screen builds only the schemas its page needs.
import type { z } from 'zod';
import { aboutFirstData } from './first-data/about.ts';
import { candidatesFirstData } from './first-data/candidates.ts';
import { committeeFirstData } from './first-data/committee.ts';
import { commonFirstData } from './first-data/common.ts';
import { compareFirstData } from './first-data/compare.ts';
import { legislationFirstData } from './first-data/legislation.ts';
import { officialsFirstData } from './first-data/officials.ts';
import { profileFirstData } from './first-data/profile.ts';
import { raceFirstData } from './first-data/race.ts';

export const firstData = commonFirstData.extend({
  ...legislationFirstData.shape,
  ...candidatesFirstData.shape,
  ...officialsFirstData.shape,
  ...profileFirstData.shape,
  ...aboutFirstData.shape,
  ...compareFirstData.shape,
  ...committeeFirstData.shape,
  ...raceFirstData.shape,
});

/** The wire form (timestamps as ISO strings), which is what the client caches. */
export type FirstData = z.input<typeof firstData>;

/**
 * The client build's renderer of a page's first screen: the markup of the page at \`url\` (path and query)
 * as the browser's first render draws it from \`data\`, which the browser then hydrates.
 */
export type RenderFirstScreen = (url: string, data: FirstData) => Promise<string>;
