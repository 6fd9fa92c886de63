import { redirect, type LoaderFunctionArgs } from 'react-router';
import { pathTo } from '@/config/paths';
import { landingQueryOptions } from '@/features/landing/api/get-landing';
import { isApiError } from '@/lib/api-client';
import { appConfigQueryOptions } from '@/lib/app-config';
import { queryClient } from '@/lib/query-client';
import { hostSlug } from '@/lib/tenant';

type Guard = (args: Pick<LoaderFunctionArgs, 'request'>) => Promise<Response | null>;

export type LandingLoaderDeps = {
  hostname: () => string;
  appDomain: () => Promise<string>;
  /** Loads (and caches for the page) the landing of a slug: GET /api/caller/landing/{slug}. */
  loadLanding: (slug: string) => Promise<unknown>;
};

const defaultDeps: LandingLoaderDeps = {
  hostname: () => window.location.hostname,
  appDomain: async () => (await queryClient.query(appConfigQueryOptions)).app_domain,
  loadLanding: (slug) => queryClient.query(landingQueryOptions(slug)),
};

const notFound = () => redirect(pathTo('not-found'));

/**
 * home and home-with-slug (DECISIONS 18, A-017, A-025): on a tenant host the host names the tenant and its landing
 * is `/`, so `/{slug}` there is no route at all; on the main host `/{slug}` names one. A slug that no company or
 * group uses (the landing answers 404) goes to /404 before the page renders. The route guard runs in between:
 * a signed-in user is sent to their dashboard without the landing being asked.
 */
export const createLandingLoader =
  (guard: Guard, deps: LandingLoaderDeps = defaultDeps) =>
  async ({ request, params }: Pick<LoaderFunctionArgs, 'request' | 'params'>): Promise<Response | null> => {
    const fromHost = hostSlug(deps.hostname(), await deps.appDomain());
    if (fromHost !== null && params.slug !== undefined) return notFound();
    const refused = await guard({ request });
    if (refused !== null) return refused;
    const slug = fromHost ?? params.slug ?? null;
    if (slug === null) return null;
    try {
      await deps.loadLanding(slug);
    } catch (error) {
      if (isApiError(error) && error.status === 404) return notFound();
      // Any other failure is the page's to show, with a Retry (ADR 5).
    }
    return null;
  };
