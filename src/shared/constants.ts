// Business constants (timings, toast limits, score bounds) and the option lists, shared by server and client.

export const SPLASH_MS = 2000;
export const LOGIN_REDIRECT_DELAY_MS = 500;
export const COPIED_INDICATOR_MS = 2000;
export const NOTIFICATION_POLL_MS = 30_000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_LIMIT = 1;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'];
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const FAILED_STATES_LISTED_MAX = 10;

export const DEFAULT_READ_TIME = 5;
export const MIN_READ_TIME = 1;
export const DEFAULT_PROGRESSIVE_SCORE = 5;
export const MIN_ENTRY_SCORE = 1;
export const MAX_SCORE = 10;

/** How many officials a comparison takes (docs/decisions/0161-compare-officials.md). */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

/**
 * The kind of work an article is, as the Trust Project's indicators ask a news site to label it
 * (docs/decisions/0234-article-kinds.md); an article is News unless its writer says otherwise.
 */
export const ARTICLE_KINDS = ['news', 'analysis', 'explainer', 'opinion'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];
export const ARTICLE_KIND_LABELS: Record<ArticleKind, string> = {
  news: 'News',
  analysis: 'Analysis',
  explainer: 'Explainer',
  opinion: 'Opinion',
};
export const DEFAULT_ARTICLE_KIND: ArticleKind = 'news';

export const ARTICLE_CATEGORIES = ['Healthcare', 'Climate', 'Education', 'Economy', 'Justice', 'Immigration'] as const;
/** Categories with their own badge colour; any other category gets a neutral style. */
export const COLOURED_CATEGORIES = ['Policy', 'Environment', 'Justice', 'Economy', 'Healthcare', 'Education', 'Civil Rights'] as const;

export const BILL_STATUSES = ['Passed', 'Pending', 'Failed', 'In Committee', 'Under Review'] as const;
export const BILL_LEVELS = ['federal', 'state'] as const;

export const CANDIDATE_PARTIES = ['Democrat', 'Republican', 'Independent', 'Green', 'Libertarian', 'Other'] as const;
export const CANDIDATE_OFFICES = [
  'House',
  'Senate',
  'Governor',
  'Lieutenant Governor',
  'Attorney General',
  'Secretary of State',
  'State Treasurer',
  'State Comptroller',
  'State House',
  'State Senate',
  'State Assembly',
  'Mayor',
  'City Council',
  'County Executive',
  'District Attorney',
  'Other',
] as const;

/** Two-letter codes of the states, DC and the territories that send delegates, with their names. */
export const US_STATES: Readonly<Record<string, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  DC: 'District of Columbia',
  PR: 'Puerto Rico',
  GU: 'Guam',
  VI: 'U.S. Virgin Islands',
  AS: 'American Samoa',
  MP: 'Northern Mariana Islands',
};

/** Washington's time zone: the calendar a congressional record's days and the 2026 election day are read in. */
export const WASHINGTON_TIME_ZONE = 'America/New_York';
