// Row → response shapes for users, applying the privacy rule (email only to self/staff).
import type { AdminUserRow, UserRow } from '../repositories/users.ts';

const staffFlag = (value: number) => (value === 1 ? 1 : 0) as 0 | 1;

export function toCurrentUser(user: UserRow) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    bio: user.bio,
    isStaff: staffFlag(user.isStaff),
    emailVerified: user.emailVerifiedAt !== null,
  };
}

export function toPublicUser(user: UserRow, viewer: UserRow | null) {
  const mayReadEmail = viewer !== null && (viewer.id === user.id || viewer.isStaff === 1);
  return { ...toCurrentUser(user), email: mayReadEmail ? user.email : null, createdAt: user.createdAt };
}

export function toAdminUser(user: AdminUserRow) {
  const { bio: _bio, ...rest } = toCurrentUser(user);
  return { ...rest, emailVerified: user.emailVerifiedAt !== null, createdAt: user.createdAt };
}
