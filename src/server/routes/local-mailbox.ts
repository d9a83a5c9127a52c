// The local mail page: with no SMTP_URL outside production, mail lands in DATA_DIR/outbox and this page
// lists it, so `npm install && npm start` can sign up, verify and reset without a mail server.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type OutboxMessage, outboxDir } from '../mail/mailer.ts';
import { LOCAL_MAILBOX_PATH } from '../services/accounts.ts';

const SHOWN = 50;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** The message text, escaped, with its http(s) links made clickable. */
function bodyHtml(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"]+/g, (link) => `<a href="${link}">${link}</a>`);
}

async function newestMessages(dir: string): Promise<OutboxMessage[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const newest = names
    .filter((name) => name.endsWith('.json'))
    .sort()
    .reverse()
    .slice(0, SHOWN);
  return Promise.all(newest.map(async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8')) as OutboxMessage));
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#faf8f3;color:#1c1b19}main{max-width:46rem;margin:0 auto;padding:1.5rem}h1{font-family:Georgia,serif}article{border-top:1px solid #c9c4b8;padding:1rem 0}h2{font-size:1.1rem;margin:0}.meta{color:#5c5850;margin:.25rem 0}pre{white-space:pre-wrap;word-break:break-word;font:inherit}a{color:#1d4ed8}@media (prefers-color-scheme:dark){body{background:#151412;color:#ece8df}.meta{color:#b3ad9f}a{color:#93c5fd}}`;

function page(messages: OutboxMessage[]): string {
  const items = messages
    .map(
      (mail) =>
        `<article><h2>${escapeHtml(mail.subject)}</h2><p class="meta">To ${escapeHtml(mail.to)} · ${escapeHtml(mail.sentAt)}</p><pre>${bodyHtml(mail.text)}</pre></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Local mailbox · Civic Ledger</title><style>${STYLE}</style></head><body><main><h1>Local mailbox</h1><p>No mail server is configured (SMTP_URL), so Civic Ledger keeps its outgoing mail here. Newest first; this page does not exist in production.</p>${items || '<p>No mail yet.</p>'}</main></body></html>`;
}

export async function localMailboxRoutes(app: FastifyInstance) {
  if (app.config.isProduction || app.mailer.kind !== 'outbox') return;
  const dir = outboxDir(app.config.DATA_DIR);
  app.get(LOCAL_MAILBOX_PATH, async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(page(await newestMessages(dir))),
  );
}
