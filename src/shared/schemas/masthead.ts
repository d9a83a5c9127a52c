// The masthead (docs/decisions/0235-masthead.md): who publishes the site, how it is funded, its corrections
// policy and how to reach the newsroom. Each part is text with the articles' limited HTML (links, lists,
// emphasis), sanitized on the server like an article's body.
import { z } from 'zod';
import { isoDateTime, requiredText } from './common.ts';

export const MASTHEAD_PARTS = ['publisher', 'funding', 'corrections', 'contact'] as const;
export type MastheadPart = (typeof MASTHEAD_PARTS)[number];

/** Each part's heading on the About page, and its anchor there (the footer links to corrections and contact). */
export const MASTHEAD_HEADINGS: Record<MastheadPart, string> = {
  publisher: 'Who publishes this site',
  funding: 'How it is funded',
  corrections: 'Corrections policy',
  contact: 'Contact the newsroom',
};

const part = (label: string) => requiredText(label, 10_000);

/** PUT /api/masthead (staff): every part as it should now read. */
export const mastheadUpdate = z.strictObject({
  publisher: part('Who publishes this site'),
  funding: part('How it is funded'),
  corrections: part('Corrections policy'),
  contact: part('Contact the newsroom'),
});
export type MastheadUpdate = z.input<typeof mastheadUpdate>;

/**
 * GET /api/masthead: the parts; `defaultParts` those staff have not written (still the software's default
 * words), `isDefault` while that is all of them.
 */
export const masthead = z.object({
  publisher: z.string(),
  funding: z.string(),
  corrections: z.string(),
  contact: z.string(),
  isDefault: z.boolean(),
  defaultParts: z.array(z.enum(MASTHEAD_PARTS)),
  updatedAt: isoDateTime.nullable(),
});
export type Masthead = z.input<typeof masthead>;
