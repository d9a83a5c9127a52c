// The score cards other sites frame (docs/decisions/0273-embeds.md): one small self-contained page each, no
// script and no app bundle, its style inline and following the reader's light or dark setting, its words
// the same ones the item's own page uses (shared/page-texts), and a link back to that page.

import { scoreBadgeText, scoreSourceText } from '../../shared/page-texts/bill-texts.ts';
import { executiveRecordNote, isExecutive, officeHeld, officialScoreCard, scaleBasis } from '../../shared/page-texts/official-texts.ts';
import { creditLine, LEGISCAN_CREDIT, STATE_OFFICIAL_CREDITS } from '../../shared/page-texts/source-credits.ts';
import { billName, officialName, SITE_NAME } from '../../shared/page-titles.ts';
import { paths } from '../../shared/paths.ts';
import type { Bill } from '../../shared/schemas/bills.ts';
import type { Official } from '../../shared/schemas/officials.ts';
import { legislatureName } from '../../shared/statehouse-names.ts';
import { escapeHtml } from '../ssr/page-html.ts';

const STYLE = `:root{color-scheme:light dark;--bg:#fff;--fg:#1a1a1a;--muted:#555;--line:#d4d4d4;--accent:#1d4ed8;--bar:#e5e7eb}
@media (prefers-color-scheme:dark){:root{--bg:#161616;--fg:#f2f2f2;--muted:#b8b8b8;--line:#3a3a3a;--accent:#93b4ff;--bar:#333}}
*{box-sizing:border-box}body{margin:0;font:15px/1.4 system-ui,-apple-system,"Segoe UI",sans-serif;background:var(--bg);color:var(--fg)}
main{border:1px solid var(--line);border-radius:10px;padding:14px 16px;min-height:100vh}
h1{font-size:17px;margin:0 0 2px}p{margin:0}.sub{color:var(--muted);font-size:13px}
.score{display:flex;align-items:baseline;gap:8px;margin:10px 0 6px}.figure{font-size:30px;font-weight:700}
.scale{height:8px;border-radius:4px;background:var(--bar);position:relative;margin:8px 0 2px}
.scale span{position:absolute;top:-3px;width:14px;height:14px;border-radius:7px;background:var(--accent);transform:translateX(-50%)}
.ends{display:flex;justify-content:space-between;color:var(--muted);font-size:12px}
a{color:var(--accent);font-weight:600}footer{margin-top:10px;font-size:13px;display:flex;justify-content:space-between;gap:8px;flex-wrap:wrap}`;

function page(title: string, body: string, link: string, dataDate: string | null): string {
  const asOf = dataDate ? `<span class="sub">Votes to ${escapeHtml(dataDate)}</span>` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} — ${SITE_NAME}</title><style>${STYLE}</style></head><body><main>${body}<footer><a href="${escapeHtml(link)}" target="_blank" rel="noopener">Full record on ${SITE_NAME}</a>${asOf}</footer></main></body></html>`;
}

/**
 * Where the official sits on the chamber's scale, −1 (conservative, left) to +1 (progressive, right): the
 * direction of every chart on the site, so a reader who knows one reads the other.
 */
function scale(position: number | null, votes: number): string {
  if (position === null) return '<p class="sub">Not yet placed on the chamber\'s scale</p>';
  const left = ((position + 1) / 2) * 100;
  return `<div class="scale" role="img" aria-label="Position on the chamber's progressive–conservative scale: ${position.toFixed(2)} (−1 to +1), ${scaleBasis(votes)}"><span style="left:${left.toFixed(1)}%"></span></div><div class="ends"><span>Conservative</span><span>Progressive</span></div>`;
}

/** Where the official serves: their state, or a statehouse's chamber by its own name and the district. */
function officialPlaceLine(official: Official): string {
  if (official.level === 'federal') return `${official.party} · ${official.office}, ${official.state}`;
  const district = official.district ? `, district ${official.district}` : '';
  return `${official.party} · ${officeHeld(official)}, ${official.chamberName ?? official.state}${district}`;
}

/** The score and the scale; an executive's note that they cast no roll calls instead. */
function officialRecord(official: Official): string {
  if (isExecutive(official)) return `<p class="sub">${escapeHtml(executiveRecordNote(official))}</p>`;
  const card = officialScoreCard(official);
  const figure = card.scored ? `${card.figure}/10` : card.figure;
  return `<div class="score"><span class="figure">${escapeHtml(figure)}</span><span>Progressive score</span></div><p class="sub">${escapeHtml(card.line)}</p>${scale(official.scalePosition, official.scaleVoteCount)}`;
}

export function officialCard(official: Official, origin: string, dataDate: string | null): string {
  const credits =
    official.level === 'federal'
      ? ''
      : STATE_OFFICIAL_CREDITS.map((credit) => `<p class="sub">${escapeHtml(creditLine(credit))}</p>`).join('');
  const body = `<h1>${escapeHtml(official.name)}</h1><p class="sub">${escapeHtml(officialPlaceLine(official))}</p>
${officialRecord(official)}${credits}`;
  return page(officialName(official), body, origin + paths.official(official.id), dataDate);
}

/** A state bill's legislature and session, and the credit its licence asks for, when LegiScan brought it. */
function stateBillLines(bill: Bill): string {
  if (bill.level !== 'state' || !bill.state || !bill.session) return '';
  return `<p class="sub">${escapeHtml(`${legislatureName(bill.state)}, ${bill.session}`)}</p><p class="sub">${escapeHtml(creditLine(LEGISCAN_CREDIT))}</p>`;
}

export function billCard(bill: Bill, origin: string, dataDate: string | null): string {
  const body = `<h1>${escapeHtml(bill.billNumber)}</h1><p>${escapeHtml(bill.title)}</p>
<div class="score"><span class="figure">${escapeHtml(scoreBadgeText(bill))}</span>${bill.progressiveScore === null ? '' : '<span>Progressive score</span>'}</div><p class="sub">${escapeHtml(scoreSourceText(bill))}</p><p class="sub">Status: ${escapeHtml(bill.status)}</p>${stateBillLines(bill)}`;
  return page(billName(bill), body, origin + paths.bill(bill.id), dataDate);
}
