// What the About page says until staff write their own masthead (docs/decisions/0235-masthead.md). They
// state only what the software itself does (correction notes, checkable scores) and say plainly where the
// operator has not yet spoken: no publisher, funder or address is invented.
import type { MastheadUpdate } from '../../shared/schemas/masthead.ts';

export const DEFAULT_MASTHEAD: Required<MastheadUpdate> = {
  publisher:
    '<p>This site runs Civic Ledger, software for a civic newsroom. The newsroom that operates this copy has not yet said who it is: until it does, these default words stand in, and its staff can replace them from this page.</p>',
  funding:
    '<p>The newsroom has not yet said how this site is funded. A news site should name who pays for it; its staff can do so here.</p>',
  corrections:
    '<p>When an article gets something wrong, it is corrected on the article itself: a dated correction note is shown at its foot, and earlier notes stay. Every score on the site can be checked vote by vote, and a score that misreads a bill is rescored or cleared; see <a href="/about/scores">About the scores</a>.</p>',
  contact: '<p>The newsroom has not yet published a contact address. Its staff can add one here.</p>',
};
