/** Initials from a single display name such as an article's authorName: first letters of the first and last words. */
export function nameInitials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return `${first[0]}${last ? last[0] : ''}`.toUpperCase();
}
