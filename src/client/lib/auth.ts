import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { getAuthUser } from '../../shared/api/auth.ts';
import { LOGIN_REDIRECT_DELAY_MS } from '../../shared/constants.ts';
import { ApiError, isUnauthorizedError } from './api.ts';
import { callEndpoint, endpointKey } from './endpoint.ts';
import { LOGIN_URL } from './paths.ts';
import { type ToastInput, toast } from './toast.ts';

export const AUTH_USER_KEY = endpointKey(getAuthUser);

/** Logged in when the current-user request returns data; a 401 means a visitor, not an error. */
export const authUserQuery = {
  queryKey: AUTH_USER_KEY,
  queryFn: async ({ signal }: { signal?: AbortSignal }) => {
    try {
      return await callEndpoint(getAuthUser, {}, signal);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
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

/**
 * loginHref for the page being rendered, read from the router rather than from window, so the server's
 * first screen and the browser's hydration of it name the same page.
 */
export function useLoginHref(): string {
  const [location] = useLocation();
  const search = useSearch();
  return loginHref(search ? `${location}?${search}` : location);
}

function currentPath(): string {
  return typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search;
}

/** After the toast, go to the login endpoint after 500 ms. */
export function redirectToLogin(delay: number = LOGIN_REDIRECT_DELAY_MS): void {
  window.setTimeout(() => window.location.assign(loginHref()), delay);
}

/**
 * For writes by a signed-in reader: a 401 means the session ended, so say so and log in again
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
