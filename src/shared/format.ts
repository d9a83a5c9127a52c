// Name, avatar and time formats, shared so server and client say the same thing.

type NameParts = {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
};

const clean = (value: string | null | undefined) => (value ?? '').trim();

/** Header/menu display name: first plus last name, else the email. */
export function displayName(user: NameParts): string {
  const full = [clean(user.firstName), clean(user.lastName)].filter(Boolean).join(' ');
  return full || clean(user.email);
}

/** Profile and public display name: first plus last name, else the email before the @, else 'Anonymous'. */
export function publicDisplayName(user: NameParts): string {
  const full = [clean(user.firstName), clean(user.lastName)].filter(Boolean).join(' ');
  if (full) return full;
  const local = clean(user.email).split('@')[0] ?? '';
  return local || 'Anonymous';
}

/**
 * Name in the staff-only views (User Management rows, the audit log): first and last name
 * when both are present, else the email, which staff may see.
 */
export function fullNameOrEmail(user: NameParts & { email: string }): string {
  const first = clean(user.firstName);
  const last = clean(user.lastName);
  return first && last ? `${first} ${last}` : user.email;
}

/** Avatar fallback: first letters of first and last name in upper case, else the email's first letter, else '?'. */
export function initials(user: NameParts): string {
  const first = clean(user.firstName);
  const last = clean(user.lastName);
  if (first && last) return `${first[0]}${last[0]}`.toUpperCase();
  const email = clean(user.email);
  if (email) return email[0]!.toUpperCase();
  return '?';
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Comment time: under 1 hour 'just now', under 24 hours 'Nh ago', otherwise 'Nd ago'. */
export function commentTime(createdAt: string | Date, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(createdAt).getTime();
  if (elapsed < HOUR_MS) return 'just now';
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  return `${Math.floor(elapsed / DAY_MS)}d ago`;
}
