import type { IncomingHttpHeaders } from 'node:http';
import type { Config } from '../config.ts';

const OWN_SITE_FETCHES = new Set(['same-origin', 'same-site', 'none']);

const hostnameOf = (origin: string): string | null => {
  try {
    return new URL(origin).hostname;
  } catch {
    return null;
  }
};

/**
 * Whether a request comes from the app's own pages, or from no browser at all. Browsers say where a request comes
 * from in Sec-Fetch-Site, older ones in Origin; a client that sends neither is not a browser that a foreign page
 * could make send our cookies. The app's own hosts: APP_DOMAIN, its tenant subdomains, and PUBLIC_URL's host.
 */
export function isOwnSiteRequest(headers: IncomingHttpHeaders, config: Pick<Config, 'appDomain' | 'publicUrl'>) {
  const fetchSite = headers['sec-fetch-site'];
  if (fetchSite !== undefined) return typeof fetchSite === 'string' && OWN_SITE_FETCHES.has(fetchSite);
  const origin = headers.origin;
  if (origin === undefined) return true;
  const hostname = hostnameOf(origin);
  return (
    hostname !== null &&
    (hostname === config.appDomain ||
      hostname.endsWith(`.${config.appDomain}`) ||
      hostname === hostnameOf(config.publicUrl))
  );
}
