'use client';

import { useCallback, useEffect, useState } from 'react';
import {
  DEFAULT_TRIP_SEARCH,
  loadTripSearch,
  saveTripSearch,
  type TripSearch,
} from './trip-search';

const CHANGE_EVENT = 'rental-trip-search';

/** The trip search, shared by the search form, the cards and the cart (and kept in storage). */
export function useTripSearch() {
  const [search, setSearch] = useState<TripSearch>(DEFAULT_TRIP_SEARCH);
  // False on the server and until the stored search is read (and the page is interactive).
  const [isLoaded, setLoaded] = useState(false);
  useEffect(() => {
    setSearch(loadTripSearch());
    setLoaded(true);
    const reload = () => setSearch(loadTripSearch());
    window.addEventListener(CHANGE_EVENT, reload);
    return () => window.removeEventListener(CHANGE_EVENT, reload);
  }, []);
  const update = useCallback((change: Partial<TripSearch>) => {
    const next = { ...loadTripSearch(), ...change };
    saveTripSearch(next);
    setSearch(next);
    window.dispatchEvent(new Event(CHANGE_EVENT));
  }, []);
  return { search, update, isLoaded };
}
