import { useMatches } from 'react-router';
import { isRouteHandle, routes, type RouteDef, type RouteName } from '@/config/paths';

/** The deepest matched route of the route table, if any. */
export const useCurrentRoute = (): { name: RouteName; def: RouteDef } | null => {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    if (isRouteHandle(match.handle)) return { name: match.handle.routeName, def: routes[match.handle.routeName] };
  }
  return null;
};
