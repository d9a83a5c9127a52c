import { useSyncExternalStore } from 'react';

// The theme: light or dark, default light, kept in localStorage under 'theme', applied as a class on <html>.
export type Theme = 'light' | 'dark';
export const THEME_STORAGE_KEY = 'theme';

const listeners = new Set<() => void>();

export function readTheme(): Theme {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
}

export function setTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private modes may refuse storage; the class still switches for this visit.
  }
  applyTheme(theme);
  for (const listener of listeners) listener();
}

export function useTheme(): [Theme, () => void] {
  const theme = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    readTheme,
    () => 'light' as Theme,
  );
  return [theme, () => setTheme(theme === 'dark' ? 'light' : 'dark')];
}
