// Server-side pages (docs/decisions/0111-pagination.md): `limit` and an opaque keyset `cursor` in the
// query; the body stays the plain JSON array of items, and the next page's URL travels in a
// `Link: <…>; rel="next"` header (RFC 8288).
import { z } from 'zod';

/** The query every paginated list accepts, with its own default and maximum page size. */
export function pageQuery(defaultLimit: number, maxLimit: number) {
  return z.object({
    limit: z.coerce
      .number({ error: 'limit must be a number' })
      .int({ error: 'limit must be a whole number' })
      .min(1, { error: 'limit must be at least 1' })
      .max(maxLimit, { error: `limit must be at most ${maxLimit}` })
      .default(defaultLimit),
    cursor: z.string().max(512, { error: 'cursor is too long' }).optional(),
  });
}

/**
 * A list's first page as a page's HTML carries it (docs/decisions/0143-first-paint.md): the items its GET
 * answers, with the next page's address (its Link header), or null.
 */
export const firstPage = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), next: z.string().nullable() });

/** The target of the `Link` header's link whose rel includes 'next', or null on the last page. */
export function nextPageUrl(header: string | null): string | null {
  if (!header) return null;
  for (const [, target, params] of header.matchAll(/<([^>]*)>([^,]*)/g)) {
    const rel = /;\s*rel\s*=\s*(?:"([^"]*)"|([^\s;"]+))/i.exec(params ?? '');
    const relations = (rel?.[1] ?? rel?.[2] ?? '').toLowerCase().split(/\s+/);
    if (relations.includes('next') && target !== undefined) return target;
  }
  return null;
}
