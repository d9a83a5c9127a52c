// Sign-in, sign-up, the mailed links, passwords and sessions. GET /api/login,
// /api/callback and /api/logout are plain navigations, not JSON calls, so they have no contract here.
import { z } from 'zod';
import { sessionIdParams, sessionList, signOutOthersResult } from '../schemas/sessions.ts';
import {
  currentUser,
  emailTokenInput,
  loginInput,
  mailSentAnswer,
  messageAnswer,
  passwordChangeInput,
  passwordResetInput,
  passwordResetRequest,
  registerInput,
} from '../schemas/users.ts';
import { defineEndpoint } from './contract.ts';

/** The signed-in user; 401 for a visitor, which the client reads as 'not signed in'. */
export const getAuthUser = defineEndpoint({ method: 'GET', auth: 'user', path: '/api/auth/user', status: 200, response: currentUser });

/** 202 alike for new and taken addresses; signs no one in (the mailed link does). */
export const register = defineEndpoint({
  method: 'POST',
  path: '/api/auth/register',
  body: registerInput,
  status: 202,
  response: mailSentAnswer,
});

export const login = defineEndpoint({ method: 'POST', path: '/api/auth/login', body: loginInput, status: 200, response: currentUser });

/** The /logout page's confirmed sign-out: a same-origin POST, which no other site can send. */
export const logout = defineEndpoint({
  method: 'POST',
  path: '/api/auth/logout',
  status: 200,
  response: z.object({ message: z.string() }),
});

/** The mailed verification link: confirms the address and signs in. */
export const verifyEmail = defineEndpoint({
  method: 'POST',
  path: '/api/auth/verify-email',
  body: emailTokenInput,
  status: 200,
  response: currentUser,
});

/** Signed in: mails the verification link again. */
export const resendVerification = defineEndpoint({
  method: 'POST',
  auth: 'user',
  path: '/api/auth/verify-email/resend',
  status: 202,
  response: mailSentAnswer,
});

export const requestPasswordReset = defineEndpoint({
  method: 'POST',
  path: '/api/auth/password-reset/request',
  body: passwordResetRequest,
  status: 202,
  response: mailSentAnswer,
});

/** The mailed reset link: sets the new password and signs in. */
export const resetPassword = defineEndpoint({
  method: 'POST',
  path: '/api/auth/password-reset',
  body: passwordResetInput,
  status: 200,
  response: currentUser,
});

/** Signed in: needs the current password; every other session ends. */
export const changePassword = defineEndpoint({
  method: 'POST',
  auth: 'user',
  path: '/api/auth/password',
  body: passwordChangeInput,
  status: 200,
  response: messageAnswer,
});

/** Signed in: where the caller is signed in. */
export const listSessions = defineEndpoint({ method: 'GET', auth: 'user', path: '/api/auth/sessions', status: 200, response: sessionList });

export const revokeSession = defineEndpoint({
  method: 'DELETE',
  auth: 'user',
  path: '/api/auth/sessions/:id',
  params: sessionIdParams,
  status: 204,
  response: null,
});

export const signOutOtherSessions = defineEndpoint({
  method: 'POST',
  auth: 'user',
  path: '/api/auth/sessions/sign-out-others',
  status: 200,
  response: signOutOthersResult,
});
