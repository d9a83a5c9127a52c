// The parts of a page's first data that the start-up code checks and seeds before the first render: who
// asks, the site's address, the splash, and the front page's and an article's data (their code is in the
// first screen's chunk anyway). Each other page kind's part is checked by that page's own code.
import { z } from 'zod';
import { article } from '../../schemas/articles.ts';
import { currentUser } from '../../schemas/users.ts';
import { firstPage } from '../pagination.ts';

export const commonFirstData = z.object({
  /**
   * Who asks, as GET /api/auth/user answers them, null for a visitor: every page carries it, so the first
   * screen is drawn for the right person. Only in that person's own page (served with Cache-Control: private).
   */
  user: currentUser.nullable().optional(),
  /**
   * The site's public address (its configured origin), for links that leave the page: Share's mail link is
   * drawn with it on the server and in the browser alike, so both draw the same address.
   */
  origin: z.string().optional(),
  /**
   * Whether the front page opens with the splash: only on the first page of a browser session (the server
   * knows it from a session cookie, so the splash it draws and the one the browser hydrates agree).
   */
  splash: z.boolean().optional(),
  /**
   * When the server drew the page (ISO time): wording counted from now ('3 minutes ago', 'Joined last
   * year') is counted from this instant in the server's render and in the browser's hydration of it, so
   * both write the same words however long the page took to arrive and start (docs/decisions/0317-times-counted-from-the-drawing.md).
   */
  renderedAt: z.iso.datetime().optional(),
  /** /article/{id}: that article, as GET /api/articles/{id} answers it. */
  article: article.optional(),
  /** /: the feed's first page, as GET /api/articles answers it, with the next page's address (its Link header). */
  articles: firstPage(article).optional(),
});
