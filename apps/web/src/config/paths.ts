import { decideAccess, type AccessHolder, type AccessPolicy } from '@casebridge/contract/access';

/**
 * Every route of the three spec documents, named as the spec names them (document 1 §2, document 2 §2 route
 * table, document 3 §2.1-2.3). Routes the spec lists without a name get a name in the same dotted style.
 *
 * Access levels: the API's policy names (contract/access.ts). A page opened through an emailed token is public to
 * the router (the API checks the token), and the development pages are public where they exist. No page is
 * member_non_limited: the dashboard hides the parts a limited member may not use (D-002). No page is api_key: keys
 * call /api/v1 only.
 */
export type AccessLevel = Exclude<AccessPolicy, 'token' | 'dev' | 'member_non_limited' | 'api_key'>;

export type RouteDef = {
  /** React Router pattern; the spec writes {param} where this writes :param. */
  path: string;
  access: AccessLevel;
  title: string;
  /** Home: a logged-in user is sent on to their dashboard. */
  redirectSignedIn?: true;
};

export const routes = {
  // Document 1 and document 3 §2.3: public
  home: { path: '/', access: 'public', title: 'Home', redirectSignedIn: true },
  'home-with-slug': { path: '/:slug', access: 'public', title: 'Company home', redirectSignedIn: true },
  'auth.logout': { path: '/auth/logout', access: 'public', title: 'Logout' },
  'onboarding.contact': { path: '/onboarding/contact', access: 'public', title: 'Onboarding: contact' },
  'onboarding.agreements': { path: '/onboarding/agreements', access: 'public', title: 'Onboarding: agreements' },
  'onboarding.process': { path: '/onboarding/process', access: 'public', title: 'Onboarding: process' },
  'onboarding.choose-process': {
    path: '/onboarding/choose-process',
    access: 'public',
    title: 'Onboarding: choose process',
  },
  'onboarding.basic-premium': {
    path: '/onboarding/basic-premium',
    access: 'public',
    title: 'Onboarding: membership',
  },
  'onboarding.success': { path: '/onboarding/success', access: 'public', title: 'Onboarding: thank you' },
  'onboarding.restore': { path: '/onboarding/restore/:token', access: 'public', title: 'Onboarding: restore' },
  // Issue 21: the email check's emailed link proves the address before the wizard starts.
  'onboarding.check-email': {
    path: '/onboarding/check-email',
    access: 'public',
    title: 'Onboarding: check your email',
  },
  'onboarding.verify': { path: '/onboarding/verify/:token', access: 'public', title: 'Onboarding: confirm email' },
  'msteams.connected': { path: '/msteams/connected/:token', access: 'public', title: 'Microsoft Teams connected' },
  'not-found': { path: '/404', access: 'public', title: 'Page not found' },
  'dev.mailbox': { path: '/dev/mailbox', access: 'public', title: 'Dev mailbox' },

  // Document 2 §2 route table: public token pages
  'case-response': { path: '/case/:token/respond', access: 'public', title: 'Respond to case' },
  'case-provide-information': {
    path: '/case/:token/information',
    access: 'public',
    title: 'Provide information',
  },
  'case response view': { path: '/case/:token/response', access: 'public', title: 'Case response' },
  'manager.response': { path: '/manager/response/:token', access: 'public', title: 'Manager response' },
  'verify-account': { path: '/verify_account/:token', access: 'public', title: 'Account verification' },
  'account approval': { path: '/users/approval/:token/:action', access: 'public', title: 'Account approval' },
  'reset-password': { path: '/reset_password/:token', access: 'public', title: 'Reset password' },
  'auto-login': { path: '/auto_login/:token', access: 'public', title: 'Signing in' },

  // Logged in (any role) and logged-in non-super-admin
  profile: { path: '/profile', access: 'user', title: 'Profile' },
  'profile.api-keys': { path: '/profile/api-keys', access: 'member', title: 'My API keys' },
  dashboard: { path: '/dashboard', access: 'member', title: 'Dashboard' },
  'submit-case': { path: '/case/:type/:entity_id', access: 'member', title: 'Submit case' },
  'my-cases': { path: '/my-cases', access: 'member', title: 'My cases' },
  'case-info': { path: '/my-cases/:token', access: 'member', title: 'Case details' },

  // Document 3 §2.1: member admin area
  'admin.company': { path: '/admin/company', access: 'company_admin', title: 'Company' },
  'admin.company.registration': {
    path: '/admin/company/registration',
    access: 'company_admin_non_limited',
    title: 'User Registration Settings',
  },
  'admin.company.sso': { path: '/admin/company/sso', access: 'company_admin_non_limited', title: 'SSO Setup' },
  'admin.users': { path: '/admin/users', access: 'company_admin', title: 'Users' },
  'admin.user.manage': { path: '/admin/users/:id', access: 'company_admin', title: 'Manage user' },
  'admin.inbound_process': { path: '/admin/inbound_process', access: 'company_admin', title: 'Inbound Process' },
  'admin.inbound_process.manage': {
    path: '/admin/inbound_process/:document_id',
    access: 'company_admin',
    title: 'Process Details',
  },
  'admin.inbound_process.test': {
    path: '/admin/inbound_process/:id/test',
    access: 'company_admin',
    title: 'Sample Case Submission',
  },
  'admin.limited_process': { path: '/admin/limited_process', access: 'company_admin', title: 'Limited Process' },
  'admin.partner_groups': { path: '/admin/partner_groups', access: 'company_admin', title: 'My Partners' },
  'admin.partner_groups.details': {
    path: '/admin/partner_groups/:group_id',
    access: 'company_admin',
    title: 'Partner group',
  },
  'admin.partner_groups.users': {
    path: '/admin/partner_groups/:group_id/users',
    access: 'company_admin_non_limited',
    title: 'Partner group user access',
  },
  'admin.reports': { path: '/admin/reports', access: 'company_admin', title: 'Reports' },
  // Issue 27: the company's API keys (and, to come, its webhooks).
  'admin.integrations': { path: '/admin/integrations', access: 'company_admin', title: 'Integrations' },
  'admin.case-info': { path: '/admin/case/:token', access: 'company_admin', title: 'Case details' },

  // Document 3 §2.2: super-admin console
  'super_admin.dashboard': { path: '/super_admin/dashboard', access: 'super_admin', title: 'Super admin dashboard' },
  'super_admin.companies': { path: '/super_admin/companies', access: 'super_admin', title: 'Companies' },
  'super_admin.companies.details': {
    path: '/super_admin/companies/:company_id',
    access: 'super_admin',
    title: 'Company',
  },
  'super_admin.companies.registration': {
    path: '/super_admin/companies/:company_id/registation',
    access: 'super_admin',
    title: 'Company registration settings',
  },
  'super_admin.companies.edit': {
    path: '/super_admin/companies/:company_id/edit',
    access: 'super_admin',
    title: 'Edit company',
  },
  'super_admin.companies.departments': {
    path: '/super_admin/companies/:company_id/departments',
    access: 'super_admin',
    title: 'Departments',
  },
  'super_admin.user.edit': {
    path: '/super_admin/companies/:company_id/users/:user_id',
    access: 'super_admin',
    title: 'User',
  },
  'super_admin.documents.edit': {
    path: '/super_admin/companies/:company_id/documents/:document_id/edit/:type',
    access: 'super_admin',
    title: 'Edit process document',
  },
  'super_admin.companies.groups.edit': {
    path: '/super_admin/companies/:company_id/groups/:relation_id/edit',
    access: 'super_admin',
    title: 'Group Access',
  },
  'super_admin.companies.inbound_process.test': {
    path: '/super_admin/companies/:company_id/inbound_process/:id/test',
    access: 'super_admin',
    title: 'Sample Case Submission',
  },
  'super_admin.groups': { path: '/super_admin/groups', access: 'super_admin', title: 'Groups' },
  'super_admin.fields': { path: '/super_admin/fields', access: 'super_admin', title: 'Fields' },
  'super_admin.form_change_requests': {
    path: '/super_admin/form_change_requests',
    access: 'super_admin',
    title: 'Form change requests',
  },
  'super_admin.groups.edit': { path: '/super_admin/groups/:group_id/edit', access: 'super_admin', title: 'Edit group' },
  'super_admin.groups.details': {
    path: '/super_admin/groups/:group_id/:group_type',
    access: 'super_admin',
    title: 'Group',
  },
  'super_admin.onboarding': {
    path: '/super_admin/onboarding/:session_id',
    access: 'super_admin',
    title: 'Onboarding session review',
  },
  'super_admin.cases.case_info': { path: '/super_admin/cases/:case_id', access: 'super_admin', title: 'Case' },
  'super_admin.reports': { path: '/super_admin/reports', access: 'super_admin', title: 'Reports' },
  'super_admin.list_users': { path: '/super_admin/users', access: 'super_admin', title: 'Inactive Users' },
  'super_admin.user': { path: '/super_admin/user/:user_id', access: 'super_admin', title: 'User' },
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof routes;

/**
 * Whether the route guard opens the route to this holder: the contract's decideAccess with the route's policy, the
 * rule the API enforces on the page's calls (issue 23: the web never compares a role or a level itself).
 */
export const opensTo = (route: RouteName, holder: AccessHolder): boolean =>
  decideAccess(routes[route].access, holder) === 'allow';

/** Whether the route guard opens a page to the signed-in user: a link to it shows only then. */
export type MayOpen = (route: RouteName) => boolean;

export const routeNames = Object.keys(routes) as RouteName[];

type ParamNames<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Param}`
    ? Param
    : never;

type ParamsOf<N extends RouteName> = Record<ParamNames<(typeof routes)[N]['path']>, string | number>;

/** Builds the URL of a named route: pathTo('super_admin.user.edit', { company_id: 3, user_id: 9 }). */
export const pathTo = <N extends RouteName>(
  name: N,
  ...[params]: ParamNames<(typeof routes)[N]['path']> extends never ? [] : [ParamsOf<N>]
): string => {
  const pattern: string = routes[name].path;
  if (!params) return pattern;
  const values: Record<string, string | number> = params;
  return pattern.replace(/:([a-z_]+)/g, (_match, key: string) => encodeURIComponent(String(values[key] ?? '')));
};

/** What each route carries in its React Router handle: its name in the table above. */
export type RouteHandle = { routeName: RouteName };

export const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && 'routeName' in handle && typeof handle.routeName === 'string';
