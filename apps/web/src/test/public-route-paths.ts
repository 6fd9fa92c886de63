/** FEATURES A-015, as the spec lists them: the routes that render without login (path patterns of the table). */
export const A015_PUBLIC_PATHS = [
  '/',
  '/:slug',
  '/auth/logout',
  '/case/:token/respond',
  '/case/:token/information',
  '/case/:token/response',
  '/manager/response/:token',
  '/reset_password/:token',
  '/verify_account/:token',
  '/users/approval/:token/:action',
  '/auto_login/:token',
  '/onboarding/contact',
  '/onboarding/agreements',
  '/onboarding/process',
  '/onboarding/choose-process',
  '/onboarding/basic-premium',
  '/onboarding/success',
  '/onboarding/restore/:token',
  '/msteams/connected/:token',
  '/404',
] as const;

/** A page address of one of those patterns, e.g. /reset_password/t1. */
export const concretePath = (pattern: string): string =>
  pattern
    .replace(':slug', 'acme')
    .replace(':action', 'approve')
    .replace(/:[a-z_]+/g, 't1');
