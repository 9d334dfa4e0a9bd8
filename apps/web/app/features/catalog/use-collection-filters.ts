import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import {
  changeFilters,
  filtersToSearch,
  parseFilters,
  type CollectionFilters,
} from './collection-filters';

/**
 * The filters the controls show and `apply`, which navigates to a changed set. `loaded` is what
 * the loader read from the URL; `pending` is true while the next page of results loads.
 */
export function useCollectionFilters(loaded: CollectionFilters) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();

  // While the next page of results loads, the controls already show what was chosen.
  const pending =
    navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  // A chosen filter shows as chosen at once, before the router has even started loading.
  const [optimistic, setOptimistic] = useState<CollectionFilters | null>(null);
  useEffect(() => setOptimistic(null), [loaded]);
  const shown =
    optimistic ??
    (pending ? parseFilters(new URLSearchParams(navigation.location.search)) : loaded);

  // A debounced search fires from an older render: always build on the latest state.
  const latest = useRef(shown);
  latest.current = shown;
  const apply = (change: Partial<CollectionFilters>, replace = false) => {
    const next = changeFilters(latest.current, change);
    latest.current = next;
    setOptimistic(next);
    void navigate(`/collection${filtersToSearch(next)}`, { preventScrollReset: true, replace });
  };

  return { shown, pending, apply };
}
