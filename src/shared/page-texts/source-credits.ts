// The credits a state item carries wherever it is shown (docs/decisions/0328-state-officials-on-screen.md):
// LegiScan's licence (CC BY 4.0) asks for its name and the licence beside its data; Open States' people are
// CC0 and need no credit, but a reader checking a legislator's record should know where it comes from.
export type SourceCredit = {
  /** What the source gave: 'Roll calls and bills'. */
  what: string;
  source: string;
  href: string;
  licence: string;
  licenceHref: string;
};

export const LEGISCAN_CREDIT: SourceCredit = {
  what: 'Roll calls and bills',
  source: 'LegiScan',
  href: 'https://legiscan.com',
  licence: 'CC BY 4.0',
  licenceHref: 'https://creativecommons.org/licenses/by/4.0/',
};

export const OPEN_STATES_CREDIT: SourceCredit = {
  what: 'People',
  source: 'Open States',
  href: 'https://openstates.org',
  licence: 'CC0',
  licenceHref: 'https://creativecommons.org/publicdomain/zero/1.0/',
};

/** A state or local official's sources: their roll calls and bills, and who they are. */
export const STATE_OFFICIAL_CREDITS: readonly SourceCredit[] = [LEGISCAN_CREDIT, OPEN_STATES_CREDIT];

/** 'Roll calls and bills: LegiScan (CC BY 4.0)', the credit as one line of text (feeds, embeds). */
export const creditLine = (credit: SourceCredit) => `${credit.what}: ${credit.source} (${credit.licence})`;

/** Where a ZIP code's districts come from, under the 'Your officials' the reader's ZIP gives (docs/decisions/0333). */
export const ZIP_DISTRICTS_CREDIT: SourceCredit = {
  what: 'Districts by ZIP code',
  source: 'US Census Bureau',
  href: 'https://www.census.gov/geographies/reference-files/time-series/geo/relationship-files.html',
  licence: 'public domain',
  licenceHref: 'https://www.usa.gov/government-copyright',
};

/** The 'Your officials' list's sources: the districts of the ZIP, and the statehouse people. */
export const YOUR_OFFICIALS_CREDITS: readonly SourceCredit[] = [ZIP_DISTRICTS_CREDIT, OPEN_STATES_CREDIT];

/** Montana's 2026 candidate filings (docs/decisions/0337-state-and-local-races.md). */
export const MONTANA_FILINGS_CREDIT: SourceCredit = {
  what: 'Candidate filings',
  source: 'Montana Secretary of State',
  href: 'https://candidatefiling.mt.gov/candidatefiling/CandidateList.aspx?e=450002928',
  licence: 'public record, as published by Montana Free Press',
  licenceHref: 'https://github.com/mtfreepress/mt-2026-elections',
};

/** A 2026 state primary's official results, as OpenElections publishes them. */
export const OPENELECTIONS_CREDIT: SourceCredit = {
  what: 'Primary results',
  source: 'OpenElections',
  href: 'https://openelections.net',
  licence: 'public record, from the states’ election offices',
  licenceHref: 'https://github.com/openelections',
};

/** The credit of each list a state or local candidate comes from. */
export const STATE_CANDIDATE_CREDITS = { 'mt-sos': MONTANA_FILINGS_CREDIT, openelections: OPENELECTIONS_CREDIT } as const;
