import { lazy, Suspense, type ComponentType } from 'react';
import type { MeAnswer } from '@casebridge/contract/auth';
import { onboardingSteps } from '@casebridge/contract/enums';
import { createBrowserRouter, redirect, type LoaderFunction, type RouteObject } from 'react-router';
import { PageSkeleton } from '@/components/page-skeleton';
import { RouteError } from '@/components/route-error';
import { pathTo, routeNames, routes, type RouteHandle, type RouteName } from '@/config/paths';
import { appConfigQueryOptions } from '@/lib/app-config';
import { queryClient } from '@/lib/query-client';
import { createGuardLoader } from './guards';
import { createLandingLoader } from './landing-loader';
import { createOnboardingLoader } from './onboarding-loader';
import { AppLayout } from './layouts/app-layout';
import { RootLayout } from './layouts/root-layout';

type LazyPage = () => Promise<{ Component: ComponentType }>;

const landing: LazyPage = async () => ({ Component: (await import('./routes/home')).HomeRoute });

/** Every route of the table and its page (pageRoute refuses a route without one). */
const pages: Partial<Record<RouteName, LazyPage>> = {
  home: landing,
  'home-with-slug': landing,
  dashboard: async () => ({ Component: (await import('./routes/dashboard')).DashboardRoute }),
  'submit-case': async () => ({ Component: (await import('./routes/submit-case')).SubmitCaseRoute }),
  'super_admin.dashboard': async () => ({
    Component: (await import('./routes/super-admin-dashboard')).SuperAdminDashboardRoute,
  }),
  'super_admin.user.edit': async () => ({ Component: (await import('./routes/super-admin-user')).SuperAdminUserRoute }),
  'super_admin.user': async () => ({ Component: (await import('./routes/super-admin-user')).SuperAdminUserRoute }),
  'super_admin.list_users': async () => ({
    Component: (await import('./routes/super-admin-user')).SuperAdminInactiveUsersRoute,
  }),
  'super_admin.onboarding': async () => ({
    Component: (await import('./routes/super-admin-onboarding')).SuperAdminOnboardingRoute,
  }),
  'reset-password': async () => ({ Component: (await import('./routes/reset-password')).ResetPasswordRoute }),
  'auto-login': async () => ({ Component: (await import('./routes/auto-login')).AutoLoginRoute }),
  'verify-account': async () => ({ Component: (await import('./routes/verify-account')).VerifyAccountRoute }),
  'msteams.connected': async () => ({
    Component: (await import('./routes/msteams-connected')).MsteamsConnectedRoute,
  }),
  'account approval': async () => ({ Component: (await import('./routes/account-approval')).AccountApprovalRoute }),
  'manager.response': async () => ({
    Component: (await import('./routes/manager-response')).ManagerResponseRoute,
  }),
  'auth.logout': async () => ({ Component: (await import('./routes/logout')).LogoutRoute }),
  'not-found': async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
  'dev.mailbox': async () => ({ Component: (await import('@/features/dev-mailbox/components/mailbox')).Mailbox }),
  'admin.company': async () => ({ Component: (await import('./routes/admin-company')).AdminCompanyRoute }),
  'admin.company.registration': async () => ({
    Component: (await import('./routes/admin-company')).AdminCompanyRegistrationRoute,
  }),
  'admin.inbound_process': async () => ({
    Component: (await import('./routes/admin-process')).AdminInboundProcessRoute,
  }),
  'admin.inbound_process.manage': async () => ({
    Component: (await import('./routes/admin-process')).AdminProcessDetailsRoute,
  }),
  'admin.inbound_process.test': async () => ({
    Component: (await import('./routes/admin-process')).AdminProcessSampleRoute,
  }),
  'admin.limited_process': async () => ({
    Component: (await import('./routes/admin-process')).AdminLimitedProcessRoute,
  }),
  'admin.users': async () => ({ Component: (await import('./routes/admin-users')).AdminUsersRoute }),
  'admin.user.manage': async () => ({ Component: (await import('./routes/admin-users')).AdminUserManageRoute }),
  'admin.partner_groups': async () => ({
    Component: (await import('./routes/admin-partner-groups')).AdminPartnerGroupsRoute,
  }),
  'admin.partner_groups.details': async () => ({
    Component: (await import('./routes/admin-partner-groups')).AdminPartnerGroupRoute,
  }),
  'admin.partner_groups.users': async () => ({
    Component: (await import('./routes/admin-partner-groups')).AdminPartnerGroupUsersRoute,
  }),
  'my-cases': async () => ({ Component: (await import('./routes/my-cases')).MyCasesRoute }),
  profile: async () => ({ Component: (await import('./routes/profile')).ProfileRoute }),
  'profile.api-keys': async () => ({ Component: (await import('./routes/my-api-keys')).MyApiKeysRoute }),
  'admin.company.sso': async () => ({ Component: (await import('./routes/sso-setup')).SsoSetupRoute }),
  'admin.reports': async () => ({ Component: (await import('./routes/reports')).ReportsRoute }),
  'admin.integrations': async () => ({
    Component: (await import('./routes/admin-integrations')).AdminIntegrationsRoute,
  }),
  'super_admin.reports': async () => ({
    Component: (await import('./routes/super-admin-reports')).SuperAdminReportsRoute,
  }),
  'super_admin.cases.case_info': async () => ({
    Component: (await import('./routes/super-admin-case')).SuperAdminCaseRoute,
  }),
  'super_admin.companies': async () => ({
    Component: (await import('./routes/super-admin-companies')).SuperAdminCompaniesRoute,
  }),
  'super_admin.companies.details': async () => ({
    Component: (await import('./routes/super-admin-companies')).SuperAdminCompanyRoute,
  }),
  'super_admin.companies.edit': async () => ({
    Component: (await import('./routes/super-admin-companies')).SuperAdminCompanyEditRoute,
  }),
  'super_admin.companies.registration': async () => ({
    Component: (await import('./routes/super-admin-companies')).SuperAdminCompanyRegistrationRoute,
  }),
  'super_admin.fields': async () => ({
    Component: (await import('@/features/company-documents/components/fields-page')).FieldsPage,
  }),
  'super_admin.form_change_requests': async () => ({
    Component: (await import('@/features/company-documents/components/form-change-requests-page'))
      .FormChangeRequestsPage,
  }),
  'super_admin.groups': async () => ({
    Component: (await import('./routes/super-admin-groups')).SuperAdminGroupsRoute,
  }),
  'super_admin.groups.edit': async () => ({
    Component: (await import('./routes/super-admin-groups')).SuperAdminGroupEditRoute,
  }),
  'super_admin.groups.details': async () => ({
    Component: (await import('./routes/super-admin-groups')).SuperAdminGroupDetailsRoute,
  }),
  'super_admin.companies.groups.edit': async () => ({
    Component: (await import('./routes/super-admin-groups')).SuperAdminRelationEditRoute,
  }),
  'super_admin.companies.departments': async () => ({
    Component: (await import('./routes/super-admin-companies')).SuperAdminCompanyDepartmentsRoute,
  }),
  'super_admin.documents.edit': async () => ({
    Component: (await import('./routes/super-admin-companies')).SuperAdminDocumentEditRoute,
  }),
  'super_admin.companies.inbound_process.test': async () => ({
    Component: (await import('./routes/super-admin-companies')).SuperAdminProcessSampleRoute,
  }),
  'case-info': async () => ({ Component: (await import('./routes/case-info')).CaseInfoRoute }),
  'admin.case-info': async () => ({ Component: (await import('./routes/case-info')).AdminCaseInfoRoute }),
  'case-response': async () => ({ Component: (await import('./routes/case-token-pages')).CaseRespondRoute }),
  'case-provide-information': async () => ({
    Component: (await import('./routes/case-token-pages')).CaseInformationRoute,
  }),
  'case response view': async () => ({
    Component: (await import('./routes/case-token-pages')).CaseResponseViewRoute,
  }),
  ...Object.fromEntries(
    onboardingSteps.map((step) => [
      `onboarding.${step}`,
      async () => ({ Component: (await import('./routes/onboarding')).OnboardingRoute }),
    ]),
  ),
  'onboarding.restore': async () => ({ Component: (await import('./routes/onboarding')).OnboardingRestoreRoute }),
  'onboarding.check-email': async () => ({
    Component: (await import('./routes/onboarding')).OnboardingCheckEmailRoute,
  }),
  'onboarding.verify': async () => ({ Component: (await import('./routes/onboarding')).OnboardingVerifyRoute }),
};

/** /dev/mailbox exists only where the server keeps the mail instead of sending it (config.dev_mailbox). */
const devMailboxLoader = async (): Promise<Response | null> => {
  const config = await queryClient.query(appConfigQueryOptions);
  return config.dev_mailbox ? null : redirect(pathTo('not-found'));
};

/**
 * Every page but the landing renders only once the Mantine stylesheets that the landing's first load goes without
 * have arrived (mantine-styles-other-pages.css).
 */
const withOtherPagesStyles =
  (page: LazyPage): LazyPage =>
  async () => {
    const [loaded] = await Promise.all([page(), import('./mantine-styles-other-pages.css')]);
    return loaded;
  };

/**
 * P-007: the forced profile and agreement updates, whose forms the landing's first load goes without: loaded with the
 * other pages' styles when a user needs one.
 */
const ForcedUpdates = lazy(async () => {
  const [loaded] = await Promise.all([import('./layouts/forced-updates'), import('./mantine-styles-other-pages.css')]);
  return { default: loaded.ForcedUpdates };
});
const renderForcedUpdates = (me: MeAnswer) => (
  <Suspense fallback={null}>
    <ForcedUpdates me={me} />
  </Suspense>
);

type Guard = ReturnType<typeof createGuardLoader>;

/** Routes whose loader does more than the guard; each calls the guard itself (before the page's code arrives). */
const loaders: Partial<Record<RouteName, (guard: Guard) => LoaderFunction>> = {
  home: createLandingLoader,
  'home-with-slug': createLandingLoader,
  'dev.mailbox': (guard) => async (args) => (await guard(args)) ?? devMailboxLoader(),
  ...Object.fromEntries(
    onboardingSteps.map((step) => [`onboarding.${step}`, (guard: Guard) => createOnboardingLoader(step, guard)]),
  ),
};

const pageRoute = (name: RouteName): RouteObject => {
  const def = routes[name];
  const page = pages[name];
  // Every route of the spec has its page (issue 27 built the last, msteams.connected): a new route needs one.
  if (!page) throw new Error(`The route ${name} has no page.`);
  const guard = createGuardLoader(def);
  const handle: RouteHandle = { routeName: name };
  return {
    id: name,
    path: def.path,
    handle,
    errorElement: <RouteError />,
    loader: loaders[name]?.(guard) ?? guard,
    lazy: page === landing ? page : withOtherPagesStyles(page),
  };
};

export const routeObjects: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSkeleton rows={6} />,
    // The deployment's settings (base domain, product name, header links) are needed before any page renders.
    loader: async () => {
      await queryClient.query(appConfigQueryOptions);
      return null;
    },
    shouldRevalidate: () => false,
    children: [
      {
        id: 'app',
        element: <AppLayout renderForcedUpdates={renderForcedUpdates} />,
        errorElement: <RouteError />,
        children: [
          ...routeNames.map(pageRoute),
          // any other path goes to /404.
          { id: 'unknown', path: '*', loader: () => redirect(pathTo('not-found')) },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routeObjects);
