import { useMutation } from '@tanstack/react-query';
import type { CurrentUser, LoginInput, RegisterInput } from '../../../shared/schemas/users.ts';
import { apiJson } from '../../lib/api.ts';

/** DESIGN.md §4: both answer the current user and set the session cookie. */
export function useSignIn() {
  return useMutation({ mutationFn: (body: LoginInput) => apiJson<CurrentUser>('POST', '/api/auth/login', body) });
}

export function useSignUp() {
  return useMutation({ mutationFn: (body: RegisterInput) => apiJson<CurrentUser>('POST', '/api/auth/register', body) });
}
