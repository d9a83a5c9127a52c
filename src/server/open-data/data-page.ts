// The /data page (docs/decisions/0274-bulk-downloads.md): the downloads, their data dictionary, the date
// of the data, each source's licence and how to cite. Drawn whole by the server, no script: it is read
// by people about to reuse the figures, often with a command line open beside it.
import { CITATION, DATA_SOURCES } from '../../shared/data-sources.ts';
import { DATA_DICTIONARY, DATASETS, DOWNLOAD_FORMATS, downloadPath } from '../../shared/open-data.ts';
import { SITE_NAME } from '../../shared/page-titles.ts';
import { escapeHtml } from '../ssr/page-html.ts';

const STYLE = `:root{color-scheme:light dark;--bg:#fff;--fg:#1a1a1a;--muted:#555;--line:#d4d4d4;--accent:#1d4ed8}
@media (prefers-color-scheme:dark){:root{--bg:#141414;--fg:#f2f2f2;--muted:#bdbdbd;--line:#3a3a3a;--accent:#9bb8ff}}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;background:var(--bg);color:var(--fg)}
main{max-width:60rem;margin:0 auto;padding:1rem 1.25rem 3rem}a{color:var(--accent)}
table{border-collapse:collapse;width:100%;margin:.5rem 0 1.5rem;font-size:.95rem}th,td{border-bottom:1px solid var(--line);padding:.35rem .5rem;text-align:left;vertical-align:top}
code{font-size:.9em;overflow-wrap:anywhere}.muted{color:var(--muted)}blockquote{margin:0;padding:.5rem 1rem;border-left:4px solid var(--line)}
.wide{overflow-x:auto}`;

export function dataPage(origin: string, dataDate: string | null): string {
  const downloads = DATASETS.map(
    (dataset) =>
      `<li>${escapeHtml(DATA_DICTIONARY[dataset].title)}: ${DOWNLOAD_FORMATS.map((format) => `<a href="${downloadPath(dataset, format)}" download>${format === 'csv.gz' ? 'CSV' : 'NDJSON'}</a>`).join(' · ')} <span class="muted">(gzip)</span></li>`,
  ).join('');
  const dictionary = DATASETS.map((dataset) => {
    const { title, rows, columns } = DATA_DICTIONARY[dataset];
    const body = columns.map((column) => `<tr><td><code>${column.name}</code></td><td>${escapeHtml(column.meaning)}</td></tr>`).join('');
    return `<h3 id="${dataset}">${escapeHtml(title)} <span class="muted">(${dataset})</span></h3><p>${escapeHtml(rows)}</p><div class="wide" tabindex="0" role="region" aria-label="${escapeHtml(title)} columns"><table><thead><tr><th scope="col">column</th><th scope="col">meaning</th></tr></thead><tbody>${body}</tbody></table></div>`;
  }).join('');
  const sources = DATA_SOURCES.map(
    (row) => `<tr><td>${escapeHtml(row.source)}</td><td>${escapeHtml(row.what)}</td><td>${escapeHtml(row.licence)}</td></tr>`,
  ).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Open data — ${SITE_NAME}</title><meta name="description" content="Bulk downloads, the API and the data dictionary of ${SITE_NAME}"><style>${STYLE}</style></head><body><main>
<p><a href="/">${SITE_NAME}</a></p>
<h1>Open data</h1>
<p>Every roll call, every member’s position on it, every bill with its score and every official with their score, to download whole or read through the API. The data runs to <strong>${dataDate ? escapeHtml(dataDate) : 'no roll call yet'}</strong> (the latest roll call held); each file is written afresh once the data changes, so it is always as current as the site.</p>
<h2>Downloads</h2><ul>${downloads}</ul>
<p>CSV files have a header row and RFC 4180 quoting; NDJSON files have one JSON object a line with the same names. Empty cells (null in NDJSON) mean unknown or none.</p>
<h2>API</h2>
<p>The read API answers any site (CORS, no credentials) and carries <code>RateLimit-*</code> headers. Its reference is at <a href="/api/docs">/api/docs</a>, the OpenAPI 3.1 document at <a href="/api/openapi.json">/api/openapi.json</a>. For a higher limit, ask the newsroom for a free key and send it in <code>X-API-Key</code>. Every vote of one member: <code>/api/officials/{id}/votes?from=2025-01-01&amp;to=2025-12-31</code>; every position on one roll call: <code>/api/roll-calls/{id}/positions</code>; bills with their scores: <code>/api/bills?chamber=senate</code>.</p>
<h2>Data dictionary</h2>${dictionary}
<h2>Sources and licences</h2><div class="wide" tabindex="0" role="region" aria-label="Sources and licences"><table><thead><tr><th scope="col">source</th><th scope="col">what</th><th scope="col">licence</th></tr></thead><tbody>${sources}</tbody></table></div>
<h2>How to cite</h2><blockquote>${escapeHtml(CITATION(origin, dataDate))}</blockquote>
<p>Scores can be checked: each official’s page shows the receipt of their score, and <a href="/about/scores">About the scores</a> explains the methods.</p>
</main></body></html>`;
}
