import { z } from 'zod';

/**
 * A timestamp: an ISO 8601 string on the wire, a Date in server code. The server's serializer encodes
 * Dates to strings; clients read the wire form (`z.input`).
 */
export const isoDateTime = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

/** The year PostgreSQL refuses: the ISO patterns let year 0000 through, but its calendar has no year 0. */
const YEAR_ONE_OR_LATER = { error: 'Must be a date in the year 1 or later' };

/** A calendar day, 'YYYY-MM-DD', kept as text. */
export const calendarDate = z.iso
  .date({ error: 'Must be a date (YYYY-MM-DD)' })
  .refine((text) => !text.startsWith('0000'), YEAR_ONE_OR_LATER);

/** A date a person enters: 'YYYY-MM-DD' or a full ISO timestamp. */
export const dateInput = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: 'Must be a date (YYYY-MM-DD)' })
  .transform((text) => new Date(text))
  // Kept as a timestamp, which the database drivers read back wrong for years 0 to 99 (JavaScript's Date
  // takes them for 1900 to 1999) or not at all: 500 on the answer, a wrong year in the row.
  .refine((date) => date.getUTCFullYear() >= 100, { error: 'Must be a date in the year 100 or later' });

export const serialId = z.coerce.number({ error: 'Must be a number' }).int().positive().max(2_147_483_647);
export const idParams = z.strictObject({ id: serialId });
/**
 * A uuid as the database compares it: PostgreSQL reads upper and lower case hex as the same id, so
 * the server sees it in the lower case it prints, and comparisons in code agree with the database's.
 */
export const uuidId = (error: string) => z.uuid({ error }).transform((id) => id.toLowerCase());

export const userIdParams = z.strictObject({ id: uuidId('Must be a user id') });

export const errorBody = z.object({
  message: z.string(),
  requiresSetup: z.boolean().optional(),
  /** The one input a refusal is about (a password the server finds too easy, say). */
  field: z.string().optional(),
  /** A body its schema refused: each refused input's first message, by the input's name. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Required text: trimmed, not blank, bounded. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` });

/** Optional text: blank becomes null. */
export const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .nullish()
    .transform((value) => (value ? value : null));

/** Optional http(s) URL: blank becomes null; javascript: and other schemes are refused. */
export const optionalUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(2048, { error: `${label} must be at most 2048 characters` })
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || /^https?:\/\/[^\s]+$/i.test(value), {
      error: `${label} must be an http(s) URL`,
    });

export const progressiveScoreInput = z
  .number({ error: 'Progressive score must be a number' })
  .int({ error: 'Progressive score must be a whole number' })
  .min(1, { error: 'Progressive score must be at least 1' })
  .max(10, { error: 'Progressive score must be at most 10' });

/** '3,12,3' → [3, 12]: ids separated by commas in a query parameter, repeats dropped, order kept. */
export const idList = (name: string, what: string) =>
  z.string({ error: `${name} must be a list of ${what} ids` }).transform((text, ctx) => {
    const parsed = text.split(',').map((id) => serialId.safeParse(id.trim()));
    if (parsed.some((id) => !id.success)) {
      ctx.addIssue({ code: 'custom', message: `${name} must be ${what} ids separated by commas` });
      return z.NEVER;
    }
    return [...new Set(parsed.map((id) => id.data as number))];
  });
