// What every successful sign-in does, whatever proved the identity (password, mailed link, password
// reset, OIDC): staff from ADMIN_EMAILS once the address is verified, a fresh session, an audit entry.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from '../auth/passwords.ts';
import { HttpError } from '../platform/http-error.ts';
import { findPasswordHash, findUserByEmail, findUserById, promoteAdmins, setPasswordHash } from '../repositories/users.ts';
import { auditRequest } from './audit.ts';
import { startSession } from './session-cookie.ts';
import { startSignInAttempt } from './sign-in-throttle.ts';

export type SignInMethod = 'password' | 'email-link' | 'password-reset' | 'oidc';

export async function completeSignIn(request: FastifyRequest, reply: FastifyReply, userId: string, method: SignInMethod) {
  const { db, config } = request.server;
  const user = await findUserById(db, userId);
  if (!user) throw new Error(`completeSignIn: no user ${userId}`);
  const promoted = config.ADMIN_EMAILS.includes(user.email) ? await promoteAdmins(db, [user.email]) : [];
  for (const row of promoted) {
    await auditRequest(request, { kind: 'staff-granted', subjectUserId: row.id, email: row.email, detail: { via: 'ADMIN_EMAILS' } });
  }
  // Read again only after a promotion: the role decides the new session's lifetime.
  const signedIn = promoted.length > 0 ? (await findUserById(db, userId))! : user;
  await startSession(request, reply, { userId }, signedIn);
  await auditRequest(request, { kind: 'sign-in', actorUserId: userId, subjectUserId: userId, email: user.email, detail: { method } });
  return signedIn;
}

/**
 * Email and password: throttled per account, device and address before the password is checked; one
 * answer for a wrong password and an unknown email (the dummy check spends the same time); a hash made
 * at a weaker cost than the app's is replaced.
 */
export async function passwordSignIn(
  request: FastifyRequest,
  reply: FastifyReply,
  { email, password }: { email: string; password: string },
) {
  const { db, passwordCost } = request.server;
  const user = await findUserByEmail(db, email);
  const attempt = await startSignInAttempt(request, reply, { email, userId: user?.id });
  const hash = user && (await findPasswordHash(db, user.id));
  const valid = hash ? await verifyPassword(password, hash) : await verifyAgainstDummy(password, passwordCost);
  if (!user || !hash || !valid) {
    await attempt.failed();
    throw new HttpError(401, 'Invalid email or password');
  }
  await attempt.succeeded();
  if (needsRehash(hash, passwordCost)) await setPasswordHash(db, user.id, await hashPassword(password, passwordCost));
  return completeSignIn(request, reply, user.id, 'password');
}
