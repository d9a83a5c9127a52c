// How a Congress.gov bill becomes a row of `bills`: the number as printed, the status and latest action,
// the latest CRS summary as plain text, the policy area, and the rubric's score (bill-rubric.ts).
import type { NewImportedBill } from '../../repositories/import-bills.ts';
import { scoreBill } from '../bill-rubric.ts';
import { htmlToText } from '../normalize.ts';

const PRINTED_TYPES: Record<string, string> = {
  hr: 'H.R.',
  s: 'S.',
  hres: 'H.Res.',
  sres: 'S.Res.',
  hjres: 'H.J.Res.',
  sjres: 'S.J.Res.',
  hconres: 'H.Con.Res.',
  sconres: 'S.Con.Res.',
};

/** 'HR', '3076' → 'H.R. 3076', as the Congress prints it. */
export function printedBillNumber(type: string, number: string | number): string {
  return `${PRINTED_TYPES[type.toLowerCase()] ?? type.toUpperCase()} ${number}`;
}

/** The idempotency key of a federal bill: level, congress, type and number. */
export const federalBillKey = (congress: number, type: string, number: string | number) =>
  `federal:${congress}:${type.toLowerCase()}:${number}`;

/** Simple resolutions are adopted by one chamber alone, so 'agreed to' means they passed. */
const isSimpleResolution = (type: string) => ['hres', 'sres'].includes(type.toLowerCase());

/** A bill's status (Passed, Failed, Under Review, In Committee, Pending) from the latest action's text. */
export function statusFromAction(text: string, type: string): 'Passed' | 'Pending' | 'Failed' | 'In Committee' | 'Under Review' {
  const t = text.toLowerCase();
  if (/became (public |private )?law|signed by (the )?(president|governor)|chaptered|enacted/.test(t)) return 'Passed';
  if (/vetoed|failed|not agreed to|rejected|motion to table .* agreed/.test(t)) return 'Failed';
  if (isSimpleResolution(type) && /(resolution|measure) (was )?agreed to|agreed to in (the )?(house|senate)|passed\/agreed to/.test(t))
    return 'Passed';
  if (/reported|placed on .*calendar|ordered to be reported|hearings held|markup/.test(t)) return 'Under Review';
  if (/referred to|committee/.test(t)) return 'In Committee';
  return 'Pending';
}

export type CongressBillFacts = {
  congress: number;
  type: string;
  number: string;
  title: string;
  /** Absent when only the bill list was read: it gives the latest action, not the introduction. */
  introducedDate?: string | undefined;
  latestAction?: { actionDate: string; text: string } | undefined;
  policyArea?: string | undefined;
  subjects: string[];
  /** CRS summaries, any order; the latest one is used. */
  summaries: { actionDate?: string | undefined; updateDate?: string | undefined; text: string }[];
  /** When the bill became law or was adopted, if known. */
  enactedDate?: string | undefined;
};

const day = (date: string) => new Date(`${date}T00:00:00Z`);

export function mapCongressBill(facts: CongressBillFacts): NewImportedBill {
  const latest = [...facts.summaries]
    .sort((a, b) => `${a.actionDate ?? ''}${a.updateDate ?? ''}`.localeCompare(`${b.actionDate ?? ''}${b.updateDate ?? ''}`))
    .at(-1);
  const status = facts.latestAction ? statusFromAction(facts.latestAction.text, facts.type) : 'Pending';
  const { score, analysis } = scoreBill({ title: facts.title, policyArea: facts.policyArea, subjects: facts.subjects });
  const passedOn = status === 'Passed' ? (facts.enactedDate ?? facts.latestAction?.actionDate) : undefined;
  const billNumber = printedBillNumber(facts.type, facts.number);
  return {
    sourceKey: federalBillKey(facts.congress, facts.type, facts.number),
    billNumber,
    // Some recorded lists give an empty title; the number is what the bill is then known by.
    title: facts.title.trim() || billNumber,
    summary: latest
      ? htmlToText(latest.text)
      : `No CRS summary is available yet.${facts.latestAction ? ` Latest action (${facts.latestAction.actionDate}): ${facts.latestAction.text}` : ''}`,
    status,
    level: 'federal',
    state: null,
    progressiveScore: score,
    progressiveAnalysis: analysis,
    introducedDate: facts.introducedDate ? day(facts.introducedDate) : null,
    passedDate: passedOn ? day(passedOn) : null,
    policyArea: facts.policyArea ?? null,
    latestAction: facts.latestAction?.text ?? null,
    latestActionDate: facts.latestAction ? day(facts.latestAction.actionDate) : null,
  };
}
