// Sign-up with a verified address, mailed links, password change and reset
// (docs/decisions/0103-email-verification.md, 0104-passwords.md). Answers never reveal whether an
// address has an account: sign-up and reset requests say the same thing and mail in the background.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PasswordChangeInput, PasswordResetInput, RegisterInput } from '../../shared/schemas/users.ts';
import { issueEmailToken, peekEmailToken, redeemEmailToken } from '../auth/email-tokens.ts';
import { passwordWeakness } from '../auth/password-strength.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { OutgoingMail } from '../mail/mailer.ts';
import { badRequest, HttpError } from '../platform/http-error.ts';
import { claimAccountMail } from '../repositories/account-mail-sends.ts';
import { revokeEmailTokens } from '../repositories/email-tokens.ts';
import { deleteUserSessions } from '../repositories/sessions.ts';
import {
  createUser,
  deleteUnverifiedUser,
  findPasswordHash,
  findUserByEmail,
  findUserById,
  markEmailVerified,
  setPasswordHash,
  type UserRow,
} from '../repositories/users.ts';
import { addressTakenMail, passwordChangedMail, passwordResetMail, verificationMail } from './account-mail.ts';
import { auditRequest } from './audit.ts';
import { startSession } from './session-cookie.ts';
import { completeSignIn } from './sign-in.ts';
import { clearAccountThrottle } from './sign-in-throttle.ts';

/** The local mail page (outside production, when mail goes to the outbox). */
export const LOCAL_MAILBOX_PATH = '/dev/mail';

export const CHECK_EMAIL_TO_FINISH =
  'We sent a message to that address: open the link in it to finish creating your account. The link works for 24 hours.';
export const CHECK_EMAIL_TO_RESET = 'If an account uses that address, we sent it a link to choose a new password. It works for 1 hour.';
export const CHECK_EMAIL_TO_VERIFY = 'Check your email: we sent a new link to confirm your address. It works for 24 hours.';
const LINK_INVALID = 'This link is invalid, was already used or has expired.';

function mailAnswer(request: FastifyRequest, message: string) {
  const { config, mailer } = request.server;
  return !config.isProduction && mailer.kind === 'outbox' ? { message, localMailbox: LOCAL_MAILBOX_PATH } : { message };
}

async function requireStrongPassword(password: string, personal: readonly (string | null | undefined)[]) {
  const weakness = await passwordWeakness(password, personal);
  if (weakness) throw badRequest(weakness, { field: 'password' });
}

/**
 * Mail that anyone can make the site send to an address (a verification link, the address-taken notice, a
 * reset link) goes out only while the recipient is within its hourly limit; otherwise it is dropped,
 * and `onRefused` runs as a failed send's cleanup would (docs/decisions/0194-limits-on-every-write.md).
 */
async function sendAccountMail(request: FastifyRequest, mail: OutgoingMail, onRefused?: () => Promise<void>) {
  const { db, mailer } = request.server;
  if (await claimAccountMail(db, mail.to, request.server.clock())) {
    mailer.sendLater(mail, onRefused);
    return;
  }
  request.log.warn({ subject: mail.subject }, 'account mail not sent: the recipient had their hourly limit');
  await onRefused?.();
}

async function mailVerificationLink(request: FastifyRequest, user: { id: string; email: string }, onFailure?: () => Promise<void>) {
  const { db, config } = request.server;
  const token = await issueEmailToken(db, config.sessionSecret, 'verify-email', user);
  await sendAccountMail(
    request,
    verificationMail(user.email, `${config.publicOrigin}/verify-email?token=${encodeURIComponent(token)}`),
    onFailure,
  );
}

/**
 * Sign-up signs no one in. Its answer waits only for the strength check and the hash, which every
 * sign-up pays; whether the address is taken is found after the answer has gone, so the answer's timing
 * cannot tell. A new address gets an unverified account and a verification link; a taken one gets a
 * notice to its owner.
 */
export async function register(request: FastifyRequest, input: RegisterInput & { email: string }) {
  await requireStrongPassword(input.password, [input.email, input.firstName, input.lastName]);
  const passwordHash = await hashPassword(input.password, request.server.passwordCost);
  request.server.mailer.later(() => createAccountOrNotify(request, input, passwordHash));
  return mailAnswer(request, CHECK_EMAIL_TO_FINISH);
}

async function createAccountOrNotify(request: FastifyRequest, input: RegisterInput & { email: string }, passwordHash: string) {
  const { db, config } = request.server;
  const existing = await findUserByEmail(db, input.email);
  const user = existing
    ? undefined
    : await createUser(db, { email: input.email, firstName: input.firstName, lastName: input.lastName }, passwordHash).catch(
        async (error: unknown) => {
          // Two sign-ups racing for one address: the loser is treated as any taken address.
          if (await findUserByEmail(db, input.email)) return undefined;
          throw error;
        },
      );
  if (!user) {
    await sendAccountMail(request, addressTakenMail(existing?.email ?? input.email, config.publicOrigin));
    return;
  }
  await auditRequest(request, { kind: 'sign-up', actorUserId: user.id, subjectUserId: user.id, email: user.email });
  // An account whose link never left cannot be verified; dropping it lets the person sign up again.
  await mailVerificationLink(request, user, () => deleteUnverifiedUser(db, user.id));
}

/** The mailed link: proves the address, then signs its owner in. */
export async function verifyEmail(request: FastifyRequest, reply: FastifyReply, token: string) {
  const { db, config } = request.server;
  // Spending the link and marking the address verified commit together: whoever finds the link spent
  // (a second click, a racing tab) also finds the address verified.
  const user = await db.transaction(async (tx) => {
    const redeemed = await redeemEmailToken(tx, config.sessionSecret, 'verify-email', token);
    const owner = redeemed && (await findUserById(tx, redeemed.userId));
    if (!owner || owner.email !== redeemed.email) return undefined;
    await markEmailVerified(tx, owner.id);
    return owner;
  });
  if (!user) throw badRequest(`${LINK_INVALID} Sign in and ask for a new one from your profile.`);
  await auditRequest(request, { kind: 'email-verified', actorUserId: user.id, subjectUserId: user.id, email: user.email });
  return completeSignIn(request, reply, user.id, 'email-link');
}

/** A signed-in, unverified user asks for a fresh link. */
export async function resendVerification(request: FastifyRequest, user: UserRow) {
  if (user.emailVerifiedAt) return { message: 'Your email address is already verified.' };
  await mailVerificationLink(request, user);
  return mailAnswer(request, CHECK_EMAIL_TO_VERIFY);
}

/** Answers before looking the address up, so the answer's timing cannot tell whether it has an account. */
export async function requestPasswordReset(request: FastifyRequest, email: string) {
  const { db, config, mailer } = request.server;
  mailer.later(async () => {
    const user = await findUserByEmail(db, email);
    if (!user) return;
    const token = await issueEmailToken(db, config.sessionSecret, 'reset-password', user);
    await auditRequest(request, { kind: 'password-reset-requested', subjectUserId: user.id, email: user.email });
    await sendAccountMail(
      request,
      passwordResetMail(user.email, `${config.publicOrigin}/reset-password?token=${encodeURIComponent(token)}`),
    );
  });
  return mailAnswer(request, CHECK_EMAIL_TO_RESET);
}

/**
 * A reset link proves the address: the password is replaced, the address counts as verified, every
 * session (an attacker's too) ends, and the owner is signed in afresh.
 */
export async function resetPassword(request: FastifyRequest, reply: FastifyReply, input: PasswordResetInput) {
  const { db, config, mailer } = request.server;
  const invalid = () => badRequest(`${LINK_INVALID} Ask for a new one.`);
  const pending = await peekEmailToken(db, config.sessionSecret, 'reset-password', input.token);
  const owner = pending && (await findUserById(db, pending.userId));
  if (!owner || owner.email !== pending.email) throw invalid();
  // Checked before the link is spent, so a refused password does not cost the reader their link.
  await requireStrongPassword(input.password, [owner.email, owner.firstName, owner.lastName]);
  const passwordHash = await hashPassword(input.password, request.server.passwordCost);
  const redeemed = await redeemEmailToken(db, config.sessionSecret, 'reset-password', input.token);
  if (!redeemed) throw invalid();
  const user = owner;
  await setPasswordHash(db, user.id, passwordHash);
  await markEmailVerified(db, user.id);
  await revokeEmailTokens(db, user.id, 'reset-password');
  // The owner proved the address: failed guesses by others no longer hold the account.
  await clearAccountThrottle(db, user.email);
  await deleteUserSessions(db, user.id);
  await auditRequest(request, { kind: 'password-reset', actorUserId: user.id, subjectUserId: user.id, email: user.email });
  mailer.sendLater(passwordChangedMail(user.email, request.server.config.publicOrigin, 'reset'));
  return completeSignIn(request, reply, user.id, 'password-reset');
}

/** Needs the current password; ends every other session and gives this one a new id. */
export async function changePassword(request: FastifyRequest, reply: FastifyReply, user: UserRow, input: PasswordChangeInput) {
  const { db, mailer } = request.server;
  const stored = await findPasswordHash(db, user.id);
  if (!stored) {
    throw badRequest('Your account has no password yet: use "Forgot your password?" on the sign-in page to set one.');
  }
  if (!(await verifyPassword(input.currentPassword, stored))) {
    throw new HttpError(400, 'Your current password is not correct.', { field: 'currentPassword' });
  }
  await requireStrongPassword(input.newPassword, [user.email, user.firstName, user.lastName]);
  await setPasswordHash(db, user.id, await hashPassword(input.newPassword, request.server.passwordCost));
  await deleteUserSessions(db, user.id, request.session.id);
  await startSession(request, reply, { userId: user.id }, user);
  await auditRequest(request, { kind: 'password-changed', actorUserId: user.id, subjectUserId: user.id, email: user.email });
  mailer.sendLater(passwordChangedMail(user.email, request.server.config.publicOrigin, 'changed'));
  return { message: 'Password changed. Your other sessions were signed out.' };
}
