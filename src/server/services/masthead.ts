// The masthead: staff's words when written, the defaults otherwise (docs/decisions/0235-masthead.md).
import type { z } from 'zod';
import { MASTHEAD_HEADINGS, MASTHEAD_PARTS, type MastheadPart, type mastheadUpdate } from '../../shared/schemas/masthead.ts';
import type { Database } from '../db/connect.ts';
import { sanitizeArticleHtml } from '../domain/sanitize-article.ts';
import { badRequest } from '../platform/http-error.ts';
import { findMasthead, saveMasthead } from '../repositories/masthead.ts';
import type { RecordEvent } from './audit.ts';
import { DEFAULT_MASTHEAD } from './masthead-defaults.ts';

/** The defaults as a save stores them (sanitized like any part). */
const SAVED_DEFAULTS = Object.fromEntries(MASTHEAD_PARTS.map((part) => [part, sanitizeArticleHtml(DEFAULT_MASTHEAD[part])])) as Record<
  MastheadPart,
  string
>;

/**
 * Each part as saved, or the default. The editor sends all four parts, so a part staff did not edit is saved
 * with the default's words: a part reads as default exactly while its words are the default's
 * (docs/decisions/0323-newsroom-tools-tell-the-truth.md), which also holds for masthead rows saved before.
 */
export async function readMasthead(db: Database) {
  const row = await findMasthead(db);
  if (!row) return { ...DEFAULT_MASTHEAD, isDefault: true, defaultParts: [...MASTHEAD_PARTS], updatedAt: null };
  const { publisher, funding, corrections, contact, updatedAt } = row;
  const defaultParts = MASTHEAD_PARTS.filter((part) => row[part] === SAVED_DEFAULTS[part]);
  return { publisher, funding, corrections, contact, isDefault: defaultParts.length === MASTHEAD_PARTS.length, defaultParts, updatedAt };
}

/**
 * Each part sanitized to the articles' allow-list; a part that is nothing but dropped markup is refused.
 * What the site says about itself is on record: `record` is told which parts changed.
 */
export async function writeMasthead(
  db: Database,
  editorId: string,
  input: z.output<typeof mastheadUpdate>,
  now: Date,
  record: RecordEvent,
) {
  const parts = Object.fromEntries(MASTHEAD_PARTS.map((part) => [part, sanitizeArticleHtml(input[part])])) as Required<
    z.output<typeof mastheadUpdate>
  >;
  const empty = MASTHEAD_PARTS.find((part) => parts[part] === '');
  if (empty)
    throw badRequest(`${empty}: ${MASTHEAD_HEADINGS[empty]} is empty once unsupported HTML is removed`, {
      fields: { [empty]: `${MASTHEAD_HEADINGS[empty]} is empty once unsupported HTML is removed` },
    });
  const before = await readMasthead(db);
  await saveMasthead(db, parts, editorId, now);
  await record({ kind: 'masthead-edited', detail: { parts: MASTHEAD_PARTS.filter((part) => before[part] !== parts[part]) } });
  return readMasthead(db);
}
