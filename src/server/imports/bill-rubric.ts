// The transparent scoring rubric for imported bills (docs/decisions/0020-bill-score-rubric.md).
// Its Congress.gov policy area, its legislative subjects and terms in its title each add a documented
// weight to a neutral 5; each part is capped so no single part decides the score alone; the result is
// clamped to 1–10. The analysis names every rule that matched, so every number is explained. A bill no
// rule matches is not scored at all (null): a 5 nobody chose would move officials' scores.

/** Policy area (one per bill): weight. Areas not listed (e.g. Taxation, Commerce) are neutral. */
export const POLICY_AREA_WEIGHTS: Readonly<Record<string, number>> = {
  'Environmental Protection': 2,
  'Civil Rights and Minority Issues': 2,
  Health: 1,
  'Labor and Employment': 1,
  'Social Welfare': 1,
  Education: 1,
  'Housing and Community Development': 1,
  'Native Americans': 1,
  'Armed Forces and National Security': -1,
  'Crime and Law Enforcement': -1,
};

/** Substrings of legislative subjects (case-insensitive): weight. Each subject counts at most once. */
export const SUBJECT_WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['climate change', 2],
  ['renewable energy', 1],
  ['air quality', 1],
  ['water quality', 1],
  ['voting rights', 2],
  ['civil rights', 1],
  ['minimum wage', 2],
  ['labor-management relations', 1],
  ['health care coverage and access', 1],
  ['medicare', 1],
  ['medicaid', 1],
  ['affordable housing', 1],
  ['government employee pay, benefits', 1],
  ['public participation and lobbying', 1],
  ['firearms and explosives', 1],
  ['detention of persons', -1],
  ['immigration status and procedures', -1],
  ['border security', -1],
  ['oil and gas', -1],
  ['tax reform', -1],
];

/** Whole words or phrases in the title (case-insensitive): weight. */
export const TITLE_TERM_WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['climate', 1],
  ['clean energy', 1],
  ['environmental justice', 1],
  ['affordable', 1],
  ['voting rights', 1],
  ['equal pay', 1],
  ['workers', 1],
  ['health benefits', 1],
  ['postal service', 1],
  ['transparency', 1],
  ['take into custody', -2],
  ['deport', -2],
  ['detention', -1],
  ['border wall', -2],
  ['repeal', -1],
  ['tax cut', -1],
  ['drilling', -1],
];

/** Caps per part, so subjects or titles alone cannot swing a bill from neutral to an extreme. */
export const SUBJECTS_CAP = 3;
export const TITLE_CAP = 2;
export const NEUTRAL_SCORE = 5;

export type RubricInput = { title: string; policyArea?: string | null; subjects?: readonly string[] };
export type RubricResult = { score: number | null; analysis: string; matches: string[] };

/** The analysis of a bill no rule matched; the same words the migration gave the bills it unscored. */
export const UNSCORED_ANALYSIS =
  'Not yet scored: no rule of the published rubric matched this bill, so it counts in no score until staff score it.';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
const cap = (n: number, limit: number) => Math.max(-limit, Math.min(limit, n));

export function scoreBill(input: RubricInput): RubricResult {
  const matches: string[] = [];

  const areaWeight = input.policyArea ? (POLICY_AREA_WEIGHTS[input.policyArea] ?? 0) : 0;
  if (input.policyArea && areaWeight !== 0) matches.push(`policy area "${input.policyArea}" (${signed(areaWeight)})`);

  let subjectTotal = 0;
  for (const subject of input.subjects ?? []) {
    const hit = SUBJECT_WEIGHTS.find(([term, weight]) => weight !== 0 && subject.toLowerCase().includes(term));
    if (!hit) continue;
    subjectTotal += hit[1];
    matches.push(`subject "${subject}" (${signed(hit[1])})`);
  }

  let titleTotal = 0;
  const title = input.title.toLowerCase();
  for (const [term, weight] of TITLE_TERM_WEIGHTS) {
    if (!new RegExp(`\\b${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'i').test(title)) continue;
    titleTotal += weight;
    matches.push(`title term "${term}" (${signed(weight)})`);
  }

  if (matches.length === 0) return { score: null, analysis: UNSCORED_ANALYSIS, matches };
  const raw = NEUTRAL_SCORE + areaWeight + cap(subjectTotal, SUBJECTS_CAP) + cap(titleTotal, TITLE_CAP);
  const score = Math.max(1, Math.min(10, raw));
  const capped =
    Math.abs(subjectTotal) > SUBJECTS_CAP || Math.abs(titleTotal) > TITLE_CAP ? ' Subject and title weights are capped at ±3 and ±2.' : '';
  return { score, analysis: `Rubric score ${score}/10, from a neutral ${NEUTRAL_SCORE}: ${matches.join('; ')}.${capped}`, matches };
}
