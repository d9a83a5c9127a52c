import { resolveReturnTo } from '../../../shared/return-to.ts';

/** `?returnTo=` as a path on this site; anything that would leave it goes home. */
export function safeReturnTo(search: string): string {
  return resolveReturnTo(new URLSearchParams(search).get('returnTo'), window.location.origin);
}
