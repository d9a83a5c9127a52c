// The bulk downloads' datasets and columns: the data dictionary the /data page prints and the files
// follow, in one place (docs/decisions/0274-bulk-downloads.md).
export const DATASETS = ['officials', 'bills', 'roll-calls', 'positions'] as const;
export type Dataset = (typeof DATASETS)[number];
export const DOWNLOAD_FORMATS = ['csv.gz', 'ndjson.gz'] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

export const DOWNLOAD_FILES = DATASETS.flatMap((dataset) => DOWNLOAD_FORMATS.map((format) => `${dataset}.${format}` as const));
export type DownloadFile = (typeof DOWNLOAD_FILES)[number];

export const downloadPath = (dataset: Dataset, format: DownloadFormat) => `/api/downloads/${dataset}.${format}`;

type Column = { name: string; meaning: string };

export const DATA_DICTIONARY: Record<Dataset, { title: string; rows: string; columns: Column[] }> = {
  officials: {
    title: 'Officials',
    rows: 'One row per official (a member of Congress, a state legislator, a governor or statewide officer, a mayor), with their score and their place on their chamber’s scale.',
    columns: [
      { name: 'id', meaning: 'Civic Ledger’s id: the official’s page is /officials/{id}' },
      { name: 'name', meaning: 'Name as the source gives it' },
      { name: 'party', meaning: 'Party' },
      { name: 'state', meaning: 'State' },
      { name: 'office', meaning: 'Office (Senator, Representative, State Senator, Governor, Mayor of Minneapolis, …)' },
      { name: 'level', meaning: 'federal (Congress), state (a legislator, governor or statewide officer) or local (a mayor)' },
      {
        name: 'chamber',
        meaning: 'senate or house in Congress; upper, lower or legislature (one chamber) in a statehouse; empty for an executive',
      },
      { name: 'chamber_name', meaning: 'The chamber as its legislature names it (U.S. Senate, Minnesota House of Representatives, …)' },
      {
        name: 'district',
        meaning: 'District: a House district (empty for senators; 0 or “At-Large” for an at-large seat), or a statehouse’s (62A)',
      },
      { name: 'bioguide_id', meaning: 'Congress’s Biographical Directory id, the key most datasets share' },
      { name: 'lis_id', meaning: 'Senate LIS id (senators)' },
      { name: 'openstates_id', meaning: 'Open States’ person id (state and local officials)' },
      {
        name: 'progressive_score',
        meaning: 'Progressive score 0–10: the rounded average of the points of their counted votes; empty without counted votes',
      },
      {
        name: 'counted_votes',
        meaning:
          'Votes counted in the score: Yes or No on passing a scored bill or budget, not a nomination or procedure vote, nor a bill staff excluded',
      },
      { name: 'recorded_votes', meaning: 'Every vote recorded for them' },
      { name: 'yes_votes', meaning: 'Yes votes recorded' },
      { name: 'no_votes', meaning: 'No votes recorded' },
      {
        name: 'scale_position',
        meaning:
          'Place on the chamber’s progressive–conservative scale, −1 (most conservative) to +1 (most progressive); empty when not placed',
      },
      { name: 'scale_roll_calls', meaning: 'Roll calls the scale position rests on' },
    ],
  },
  bills: {
    title: 'Bills',
    rows: 'One row per bill, with its score and who set it.',
    columns: [
      { name: 'id', meaning: 'Civic Ledger’s id: the bill’s page is /bills/{id}' },
      { name: 'bill_number', meaning: 'Number as printed (H.R. 3424, S. 12, …)' },
      { name: 'title', meaning: 'Title' },
      { name: 'level', meaning: 'federal or state' },
      { name: 'state', meaning: 'State of a state bill' },
      { name: 'legislature', meaning: 'The legislature of a state bill (Minnesota Legislature, …); empty for Congress' },
      { name: 'legislative_session', meaning: 'The session of a state bill as LegiScan names it (94th Legislature 2025-2026, …)' },
      { name: 'legiscan_bill_id', meaning: 'LegiScan’s bill_id of a state bill, to check it against LegiScan’s dataset' },
      { name: 'status', meaning: 'Status (introduced, passed, …)' },
      { name: 'progressive_score', meaning: 'The score that counts, 0–10; empty while not yet scored' },
      {
        name: 'score_source',
        meaning: 'Who set it: staff, inferred (from its passage roll call) or rubric (the published rubric); empty while not scored',
      },
      {
        name: 'inferred_score',
        meaning: 'The score inferred from its passage roll call, kept even when staff override it; empty when none',
      },
      { name: 'introduced_date', meaning: 'Date introduced (ISO 8601), when known' },
      { name: 'latest_action_date', meaning: 'Date of the latest action, when known' },
      { name: 'passed_date', meaning: 'Date passed, when it has' },
    ],
  },
  'roll-calls': {
    title: 'Roll calls',
    rows: 'One row per roll call of the House, the Senate or a state legislature, with its totals.',
    columns: [
      { name: 'id', meaning: 'Civic Ledger’s id (positions.roll_call_id)' },
      {
        name: 'key',
        meaning: 'chamber:congress:session:number for Congress (house:119:1:17); legiscan:{roll_call_id} for a state legislature',
      },
      { name: 'level', meaning: 'federal or state' },
      { name: 'state', meaning: 'State of a state legislature’s roll call' },
      {
        name: 'chamber',
        meaning: 'house or senate in Congress; upper, lower, legislature (one chamber) or joint (a joint committee) in a statehouse',
      },
      { name: 'congress', meaning: 'Congress (empty for a state roll call)' },
      { name: 'session', meaning: 'Session of Congress, 1 or 2 (empty for a state roll call)' },
      { name: 'number', meaning: 'Roll call number in the session (empty for a state roll call)' },
      { name: 'legislative_session', meaning: 'A state roll call’s session as LegiScan names it' },
      {
        name: 'floor_or_committee',
        meaning: 'floor (the whole chamber) or committee: committee votes are shown but never placed on a scale',
      },
      { name: 'voted_at', meaning: 'When it was taken (ISO 8601, UTC)' },
      { name: 'question', meaning: 'The question put' },
      { name: 'result', meaning: 'The result as the clerk recorded it' },
      {
        name: 'kind',
        meaning:
          'passage, cloture, procedural, amendment or nomination, as the question reads: only passage votes on legislation or a budget count in scores',
      },
      { name: 'bill_id', meaning: 'The bill it is on (bills.id), when any' },
      { name: 'yes', meaning: 'Yes votes' },
      { name: 'no', meaning: 'No votes' },
      { name: 'present', meaning: 'Present' },
      { name: 'not_voting', meaning: 'Not voting' },
      { name: 'source_url', meaning: 'The clerk’s or the Senate’s own record; LegiScan’s page for a state roll call' },
    ],
  },
  positions: {
    title: 'Member positions',
    rows: 'One row per member per roll call: how every member of Congress and of each statehouse here voted (the largest file).',
    columns: [
      { name: 'roll_call_id', meaning: 'The roll call (roll-calls.id)' },
      { name: 'roll_call_key', meaning: 'The roll call’s key (roll-calls.key)' },
      {
        name: 'member_key',
        meaning: 'The source’s member id: bioguide id in the House, LIS id in the Senate, legiscan:{people_id} in a statehouse',
      },
      { name: 'official_id', meaning: 'The official (officials.id), when the member is one here' },
      { name: 'name', meaning: 'Name as the roll call gives it' },
      { name: 'party', meaning: 'Party as the roll call gives it' },
      { name: 'state', meaning: 'State' },
      { name: 'position', meaning: 'Yes, No, Present or Not Voting; Absent too in a statehouse, where LegiScan tells it apart' },
    ],
  },
};
