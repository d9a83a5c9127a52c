// What a page's title says, written once for the server (the HTML's <title> and its share card) and the
// browser (document.title as the reader moves between screens), so both name the screen alike
// (docs/decisions/0220-every-screen-has-an-address.md).

export const SITE_NAME = 'Civic Ledger';

/** The title of a page showing `name`; the site's name alone for the front page. */
export function pageTitle(name?: string): string {
  return name ? `${name} — ${SITE_NAME}` : SITE_NAME;
}

type NamedBill = { billNumber: string; title: string; shortTitle?: string | null };

/**
 * What a bill is called where it is named once: the short title readers know it by where it has one, else its
 * formal title (docs/decisions/0324-bill-dates-and-names.md).
 */
export const billHeadline = (bill: NamedBill) => bill.shortTitle || bill.title;

/**
 * The formal title where the headline is another name, for a list that leads with the headline to keep within
 * reach (a link's tooltip); undefined where the headline is the formal title.
 */
export const formalTitleApart = (bill: NamedBill) => (billHeadline(bill) === bill.title ? undefined : bill.title);

export const billName = (bill: NamedBill) => `${bill.billNumber}: ${billHeadline(bill)}`;

export const officialName = (official: { name: string; party: string; office: string; state: string }) =>
  `${official.name} (${official.party}), ${official.office}, ${official.state}`;

export const candidateName = (candidate: { name: string; party: string; office: string }) =>
  `${candidate.name}, ${candidate.party} for ${candidate.office}`;

export const raceTitle = (race: { name: string }) => `2026 race: ${race.name}`;

/** The names of the shell's tabs' own pages (the News tab is the front page). */
export const TAB_NAMES = { main: undefined, legislation: 'Legislation', candidates: 'Candidates', officials: 'Officials' } as const;
