import { z } from 'zod';
import { isoDateTime, optionalText, optionalUrl } from './common.ts';

const staffFlag = z.union([z.literal(0), z.literal(1)]);

/** GET /api/auth/user: the signed-in user (SPEC.md §3 "Current user"). */
export const currentUser = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  bio: z.string().nullable(),
  isStaff: staffFlag,
});
export type CurrentUser = z.input<typeof currentUser>;

/** GET /api/users/{id}: the email only for the user themself and staff (DESIGN.md §5, privacy). */
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

/** GET /api/admin/users row. */
export const adminUser = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  isStaff: staffFlag,
  createdAt: isoDateTime,
});
export type AdminUser = z.input<typeof adminUser>;

/** PATCH /api/users/{id}/profile. */
export const profileUpdate = z.strictObject({
  firstName: optionalText('First name', 100),
  lastName: optionalText('Last name', 100),
  profileImageUrl: optionalUrl('Profile picture URL'),
  bio: optionalText('Bio', 2000),
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

/** POST /api/auth/register (DESIGN.md §4). */
export const registerInput = z.strictObject({
  email,
  password: z
    .string({ error: 'Password is required' })
    .min(8, { error: 'Password must be at least 8 characters' })
    .max(200, { error: 'Password must be at most 200 characters' }),
  firstName: optionalText('First name', 100),
  lastName: optionalText('Last name', 100),
});
export type RegisterInput = z.input<typeof registerInput>;

/** POST /api/auth/login (DESIGN.md §4). */
export const loginInput = z.strictObject({
  email,
  password: z.string({ error: 'Password is required' }).min(1, { error: 'Password is required' }).max(200),
});
export type LoginInput = z.input<typeof loginInput>;

/** `?returnTo=` accepts same-origin paths only, never '//host' or a full URL. */
export const returnToQuery = z.object({
  returnTo: z
    .string()
    .max(2048)
    .regex(/^\/(?![/\\])/, { error: 'returnTo must be a path on this site' })
    .optional(),
});
