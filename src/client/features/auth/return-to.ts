import { returnToQuery } from '../../../shared/schemas/users.ts';

/** `?returnTo=` accepts same-origin paths only (DESIGN.md §4); anything else goes home. */
export function safeReturnTo(search: string): string {
  const raw = new URLSearchParams(search).get('returnTo') ?? undefined;
  const parsed = returnToQuery.safeParse({ returnTo: raw });
  return parsed.success && parsed.data.returnTo ? parsed.data.returnTo : '/';
}
