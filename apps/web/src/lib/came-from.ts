import { useMemo } from 'react';
import { useLocation } from 'react-router';

/** The list a case page was opened from, for its way back (issue 24): where, with its filters, and its name. */
export type CameFrom = { to: string; label: string };

/** The link state a list gives its case links: this page, as it is now (its path and filters), under `label`. */
export const useCameFromState = (label: string): { cameFrom: CameFrom } => {
  const { pathname, search } = useLocation();
  return useMemo(() => ({ cameFrom: { to: `${pathname}${search}`, label } }), [pathname, search, label]);
};

/** The list the page was opened from, or null: a state from elsewhere (or none, as on an emailed link) is ignored. */
export const useCameFrom = (): CameFrom | null => {
  const state: unknown = useLocation().state;
  if (typeof state !== 'object' || state === null || !('cameFrom' in state)) return null;
  const { cameFrom } = state;
  if (typeof cameFrom !== 'object' || cameFrom === null) return null;
  if (!('to' in cameFrom) || !('label' in cameFrom)) return null;
  const { to, label } = cameFrom;
  // Only a path of this app: never another origin.
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//') || typeof label !== 'string') return null;
  return { to, label };
};
