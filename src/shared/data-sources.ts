// Where the open data comes from and under which terms each source may be reused (docs/decisions/0274-bulk-downloads.md),
// for the /data page.
export const DATA_SOURCES = [
  {
    source: 'unitedstates/congress-legislators',
    what: 'The members of Congress: names, ids, offices, terms',
    licence: 'CC0 1.0 (public-domain dedication)',
  },
  {
    source: 'Hear-Ye/congress-data (the unitedstates/congress scraper’s output)',
    what: 'Every roll call of the 119th Congress and every member’s position',
    licence: 'CC0 1.0',
  },
  {
    source: 'Congress.gov API',
    what: 'Bills, their actions and House roll calls',
    licence: 'Public domain (a work of the U.S. government)',
  },
  { source: 'clerk.house.gov and senate.gov', what: 'Roll-call records', licence: 'Public domain (a work of the U.S. government)' },
  { source: 'OpenFEC', what: 'Candidates and their money', licence: 'Public domain (a work of the U.S. government)' },
  {
    source: 'LegiScan datasets',
    what: 'State legislatures: bills, their sponsors and history, roll calls and every legislator’s vote',
    licence: 'CC BY 4.0: credit LegiScan, but not in any way that suggests LegiScan LLC endorses you',
  },
  {
    source: 'Open States (openstates/people)',
    what: 'State legislators, governors and statewide officers, mayors: names, districts, offices and phones',
    licence: 'CC0 1.0',
  },
  {
    source: 'Montana Secretary of State candidate filings (as published by Montana Free Press, mtfreepress/mt-2026-elections)',
    what: 'Montana’s 2026 candidates for the legislature, the courts and the Public Service Commission: office, party, filing day and campaign contact (never a home address or phone)',
    licence: 'Public record',
  },
  {
    source: 'OpenElections (openelections-data-pa, -or, -co)',
    what: 'The 2026 primary results of Pennsylvania, Oregon and Colorado: every state and local candidate’s votes',
    licence: 'Public record (official results); Oregon’s repository MIT',
  },
  {
    source: 'US Census Bureau ZCTA relationship files (via OpenSourceActivismTech/us-zipcodes-congress)',
    what: 'Which congressional districts a ZIP code lies in',
    licence: 'Public domain (a work of the U.S. government)',
  },
  {
    source: 'US Census Bureau 2024 state legislative district relationship files (via thecantercompany/state-leg-zips)',
    what: 'Which state Senate and House districts a ZIP code lies in',
    licence: 'Public domain (a work of the U.S. government)',
  },
  {
    source: 'Civic Ledger',
    what: 'The bill scores (staff, rubric and inferred), officials’ progressive scores and scale positions',
    licence: 'CC BY 4.0: reuse freely, citing Civic Ledger',
  },
] as const;

export const CITATION = (origin: string, dataDate: string | null) =>
  `Civic Ledger, “Votes and progressive scores of the 119th Congress”${dataDate ? `, data to ${dataDate}` : ''}. ${origin}/data`;
