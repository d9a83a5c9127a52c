import { z } from 'zod';
import { isoDateTime, optionalText, optionalUrl } from './common.ts';

const staffFlag = z.union([z.literal(0), z.literal(1)]);

/** GET /api/auth/user: the signed-in user. */
export const currentUser = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  bio: z.string().nullable(),
  isStaff: staffFlag,
  /** False until the owner of the address proves it (a mailed link, a password reset, a trusted provider). */
  emailVerified: z.boolean(),
});
export type CurrentUser = z.input<typeof currentUser>;

/** GET /api/users/{id}: the email only for the user themself and staff, for privacy. */
export const publicUser = z.object({
  id: z.uuid(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  bio: z.string().nullable(),
  isStaff: staffFlag,
  createdAt: isoDateTime,
});
export type PublicUser = z.input<typeof publicUser>;

/** GET /api/users/{id}: a public user plus the totals of the profile's tabs, counted by the server. */
export const userProfile = publicUser.extend({
  articleCount: z.number().int().nonnegative(),
  commentCount: z.number().int().nonnegative(),
});
export type UserProfile = z.input<typeof userProfile>;

/** GET /api/admin/users row. */
export const adminUser = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  isStaff: staffFlag,
  /** Whether the owner proved the address; only verified accounts may become staff. */
  emailVerified: z.boolean(),
  createdAt: isoDateTime,
});
export const adminUserList = z.array(adminUser);
export type AdminUser = z.input<typeof adminUser>;

/** PATCH /api/users/{id}/profile: only the fields sent change; a field sent blank or null is cleared. */
export const profileUpdate = z.strictObject({
  firstName: optionalText('First name', 100).optional(),
  lastName: optionalText('Last name', 100).optional(),
  profileImageUrl: optionalUrl('Profile picture URL').optional(),
  bio: optionalText('Bio', 2000).optional(),
});
export type ProfileUpdate = z.input<typeof profileUpdate>;

/** PATCH /api/admin/users/{userId}/staff. */
export const staffUpdate = z.strictObject({
  isStaff: z.union([z.literal(0), z.literal(1)], { error: 'isStaff must be 0 or 1' }),
});

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .max(320, { error: 'Email must be at most 320 characters' })
  .pipe(z.email({ error: 'Enter a valid email address' }));

/**
 * Every new password (sign-up, change, reset): NIST SP 800-63B-4's single-factor minimum of 15
 * characters, any characters, no composition rules; the server also refuses common and breached ones.
 */
export const MIN_PASSWORD_LENGTH = 15;
const newPassword = z
  .string({ error: 'Password is required' })
  .min(MIN_PASSWORD_LENGTH, { error: `Password must be at least ${MIN_PASSWORD_LENGTH} characters` })
  .max(256, { error: 'Password must be at most 256 characters' });

/** POST /api/auth/register: email and password sign-up. */
export const registerInput = z.strictObject({
  email,
  password: newPassword,
  firstName: optionalText('First name', 100),
  lastName: optionalText('Last name', 100),
});
export type RegisterInput = z.input<typeof registerInput>;

/** What sign-up, a resent link and a reset request answer, whether or not the address has an account. */
export const mailSentAnswer = z.object({
  message: z.string(),
  /** Outside production with no mail server: where the local mailbox lists the mail. */
  localMailbox: z.string().optional(),
});
export type MailSentAnswer = z.input<typeof mailSentAnswer>;

/** POST /api/auth/verify-email: the token from the mailed link. */
export const emailTokenInput = z.strictObject({
  token: z.string({ error: 'The link is incomplete' }).min(1, { error: 'The link is incomplete' }).max(512),
});

/** POST /api/auth/password-reset/request. */
export const passwordResetRequest = z.strictObject({ email });
export type PasswordResetRequest = z.input<typeof passwordResetRequest>;

/** POST /api/auth/password-reset: the mailed token and the new password. */
export const passwordResetInput = emailTokenInput.extend({ password: newPassword });
export type PasswordResetInput = z.input<typeof passwordResetInput>;

/** POST /api/auth/password: a signed-in user's password change. */
export const passwordChangeInput = z.strictObject({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, { error: 'Current password is required' }).max(256),
  newPassword,
});
export type PasswordChangeInput = z.input<typeof passwordChangeInput>;

/** A plain confirmation answer. */
export const messageAnswer = z.object({ message: z.string() });

/** POST /api/auth/login: email and password sign-in. */
export const loginInput = z.strictObject({
  email,
  password: z.string({ error: 'Password is required' }).min(1, { error: 'Password is required' }).max(256),
});
export type LoginInput = z.input<typeof loginInput>;

/** `?returnTo=` of /api/login: any string, made safe by resolveReturnTo (src/shared/return-to.ts). */
export const returnToQuery = z.object({ returnTo: z.string().max(2048).optional() });
