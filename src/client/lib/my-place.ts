// Where the reader votes (a ZIP and its House district): kept on the profile when signed in, in this
// browser's localStorage otherwise (docs/decisions/0160-zip-to-district-lookup.md). Any screen that shows
// "your officials" reads it through useMyPlace.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { clearReaderPlace, getReaderPlace, setReaderPlace } from '../../shared/api/districts.ts';
import { districtLabel, type ReaderPlace, readerPlace } from '../../shared/schemas/districts.ts';
import { useAuth } from './auth.ts';
import { callEndpoint, endpointKey, endpointQuery } from './endpoint.ts';

export const PLACE_STORAGE_KEY = 'civic-ledger:place';
const PLACE_KEY = endpointKey(getReaderPlace);

const listeners = new Set<() => void>();
let cachedText: string | null = null;
let cachedPlace: ReaderPlace | null = null;

/** The place kept in this browser, or null (none, unreadable, or not a place). */
export function readStoredPlace(): ReaderPlace | null {
  let text: string | null = null;
  try {
    text = localStorage.getItem(PLACE_STORAGE_KEY);
  } catch {
    return null;
  }
  // useSyncExternalStore needs the same object while the text is unchanged.
  if (text === cachedText) return cachedPlace;
  cachedText = text;
  const parsed = text ? readerPlace.safeParse(safeJson(text)) : null;
  cachedPlace = parsed?.success ? parsed.data : null;
  return cachedPlace;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function storePlace(place: ReaderPlace | null): void {
  try {
    if (place) localStorage.setItem(PLACE_STORAGE_KEY, JSON.stringify(place));
    else localStorage.removeItem(PLACE_STORAGE_KEY);
  } catch {
    // Storage may be refused (private modes); the place then lasts for this page only.
  }
  for (const listener of listeners) listener();
}

function useStoredPlace(): ReaderPlace | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    readStoredPlace,
    () => null,
  );
}

/**
 * The reader's place. Signed in: the profile's, and a place given in this browser before signing in is
 * copied to a profile that has none. Visitors: this browser's. `save` and `clear` write where it is kept.
 */
export function useMyPlace() {
  const { user, isLoading: authLoading } = useAuth();
  const stored = useStoredPlace();
  const queryClient = useQueryClient();
  // Several screens read it at once; a failed read is not asked again by each one that mounts.
  const profile = useQuery({ ...endpointQuery(getReaderPlace), enabled: user !== null, retryOnMount: false });
  const save = useMutation({
    mutationKey: PLACE_KEY,
    mutationFn: async (place: ReaderPlace) => {
      storePlace(place);
      return user ? callEndpoint(setReaderPlace, { body: place }) : place;
    },
    onSuccess: (place) => {
      if (user) queryClient.setQueryData(PLACE_KEY, place);
    },
  });
  const clear = useMutation({
    mutationFn: async () => {
      storePlace(null);
      if (user) await callEndpoint(clearReaderPlace);
    },
    onSuccess: () => {
      if (user) queryClient.setQueryData(PLACE_KEY, null);
    },
  });

  const profileEmpty = user !== null && profile.isSuccess && profile.data === null;
  useEffect(() => {
    // Every screen using this hook runs this effect; a save already on its way (this copy, or the reader's
    // own) is the one that fills the profile.
    if (!profileEmpty || !stored || queryClient.isMutating({ mutationKey: PLACE_KEY }) > 0) return;
    save.mutate(stored);
  }, [profileEmpty, stored, queryClient, save]);

  // A profile that could not be read leaves the reader with this browser's place rather than none.
  const place = user ? (profile.data ?? (profileEmpty || profile.isError ? stored : null)) : stored;
  return {
    place,
    isLoading: authLoading || (user !== null && profile.isLoading),
    save: save.mutateAsync,
    saving: save.isPending,
    clear: clear.mutate,
  };
}

/** 'ZIP code 98101 · WA-07', or the district alone when it was chosen by state and number. */
export function placeText(place: ReaderPlace): string {
  const label = districtLabel(place.state, place.district);
  return place.zip ? `ZIP code ${place.zip} · ${label}` : label;
}
