import type { Role } from '@casebridge/contract/enums';
import { pathTo, routes, type RouteName } from '@/config/paths';
import { isCompanyAdmin } from '@casebridge/contract/access';
import { signedInHomePath } from './home-path';

const isParamlessRoute = (name: string): name is RouteName =>
  Object.hasOwn(routes, name) && !routes[name as RouteName].path.includes(':');

/**
 * H-029: where an emailed sign-in link leads. redir=case opens the case named by `token`: the admin case view for
 * business and program managers, the caller's case page for everyone else (DECISIONS 3); any other redir that names
 * a route without parameters opens it; otherwise, or when the case token is missing, the user's home.
 */
export const autoLoginDestination = (query: URLSearchParams, role: Role): string => {
  const redir = query.get('redir');
  const caseToken = query.get('token');
  if (redir === 'case' && caseToken)
    return isCompanyAdmin(role)
      ? pathTo('admin.case-info', { token: caseToken })
      : pathTo('case-info', { token: caseToken });
  if (redir !== null && isParamlessRoute(redir)) return routes[redir].path;
  return signedInHomePath(role);
};
