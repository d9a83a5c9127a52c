import { useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '../../shared/schemas/users.ts';
import { LOGIN_REDIRECT_DELAY_MS } from '../../shared/constants.ts';
import { getQueryFn, isUnauthorizedError } from './api.ts';
import { toast, type ToastInput } from './toast.ts';
import { LOGIN_URL } from './paths.ts';

export const AUTH_USER_KEY = ['/api/auth/user'] as const;

/** SPEC.md §4: logged in when the current-user request returns data; a 401 means a visitor, not an error. */
export const authUserQuery = {
  queryKey: AUTH_USER_KEY,
  queryFn: getQueryFn({ on401: 'returnNull' }) as () => Promise<CurrentUser | null>,
  retry: false,
} as const;

export function useAuth() {
  const { data, isLoading } = useQuery(authUserQuery);
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null, isStaff: user?.isStaff === 1 };
}

/** The login endpoint, bringing the reader back to where they were. */
export function loginHref(returnTo: string = currentPath()): string {
  return returnTo && returnTo !== '/' ? `${LOGIN_URL}?returnTo=${encodeURIComponent(returnTo)}` : LOGIN_URL;
}

function currentPath(): string {
  return typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search;
}

/** SPEC.md §5 and §8: after the toast, go to the login endpoint after 500 ms. */
export function redirectToLogin(delay: number = LOGIN_REDIRECT_DELAY_MS): void {
  window.setTimeout(() => window.location.assign(loginHref()), delay);
}

/**
 * SPEC.md §8 for writes by a signed-in reader: a 401 means the session ended, so say so and log in again
 * after 500 ms; any other failure shows the caller's toast.
 */
export function toastWriteError(error: unknown, otherwise: ToastInput, loggedOut = 'You are logged out. Logging in again...'): void {
  if (isUnauthorizedError(error)) {
    toast({ title: 'Unauthorized', description: loggedOut, variant: 'destructive' });
    redirectToLogin();
    return;
  }
  toast({ variant: 'destructive', ...otherwise });
}
