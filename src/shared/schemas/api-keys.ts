// Keys for the public read API (docs/decisions/0271-public-read-api.md): staff issue them to the newsrooms
// and researchers who read a lot; the key itself is shown once, when issued, and kept only as a hash.
import { z } from 'zod';
import { isoDateTime, requiredText } from './common.ts';

export const apiKey = z.object({
  id: z.number().int(),
  /** Who the key is for, as staff wrote it ('Riverside Gazette data desk'). */
  name: z.string(),
  /** The key's first characters, to tell keys apart without holding them. */
  prefix: z.string(),
  createdAt: isoDateTime,
  /** Null while the key works. */
  revokedAt: isoDateTime.nullable(),
});
export type ApiKey = z.output<typeof apiKey>;
/** A key as it travels (timestamps as text). */
export type ApiKeyView = z.input<typeof apiKey>;

export const newApiKey = z.strictObject({ name: requiredText('Name', 200) });

/** The issued key with its secret, answered once. */
export const issuedApiKey = apiKey.extend({ key: z.string() });
