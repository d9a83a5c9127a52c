import type { AdminUser } from '../../../shared/schemas/users.ts';

/** SPEC.md §2: the name, or the email when first and last name are not both present. */
export function adminRowName(user: Pick<AdminUser, 'firstName' | 'lastName' | 'email'>): string {
  const first = user.firstName?.trim();
  const last = user.lastName?.trim();
  return first && last ? `${first} ${last}` : user.email;
}
