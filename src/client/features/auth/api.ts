import { useMutation } from '@tanstack/react-query';
import { login, logout, register, requestPasswordReset, resetPassword, verifyEmail } from '../../../shared/api/auth.ts';
import type { LoginInput, PasswordResetInput, PasswordResetRequest, RegisterInput } from '../../../shared/schemas/users.ts';
import { callEndpoint } from '../../lib/endpoint.ts';

/** Email + password sign-in: answers the current user and sets the session cookie. */
export function useSignIn() {
  return useMutation({ mutationFn: (body: LoginInput) => callEndpoint(login, { body }) });
}

/** Signs no one in: answers 'check your email' alike for new and taken addresses. */
export function useSignUp() {
  return useMutation({ mutationFn: (body: RegisterInput) => callEndpoint(register, { body }) });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: (body: PasswordResetRequest) => callEndpoint(requestPasswordReset, { body }) });
}

/** The mailed reset link: sets the new password and signs in. */
export function useResetPassword() {
  return useMutation({ mutationFn: (body: PasswordResetInput) => callEndpoint(resetPassword, { body }) });
}

/** The mailed verification link: confirms the address and signs in. */
export function useVerifyEmail() {
  return useMutation({ mutationFn: (token: string) => callEndpoint(verifyEmail, { body: { token } }) });
}

/** The confirmed sign-out of the /logout page: a same-origin POST, which no other site can send. */
export function useSignOut() {
  return useMutation({ mutationFn: () => callEndpoint(logout) });
}
