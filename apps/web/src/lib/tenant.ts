/**
 * DECISIONS 18: the tenant comes from the host first (the leftmost label under the configured base domain:
 * acme.localhost), then from the /{slug} path on the main host.
 */
export const hostSlug = (hostname: string, appDomain: string): string | null => {
  const host = hostname.toLowerCase();
  const domain = appDomain.toLowerCase();
  if (!host.endsWith(`.${domain}`)) return null;
  const label = host.slice(0, -(domain.length + 1)).split('.')[0];
  return label === undefined || label === '' || label === 'www' ? null : label;
};

const portSuffix = (port: string): string => (port === '' ? '' : `:${port}`);

/** http://acme.localhost:3000/ — a company's own host (H-003, A-035). */
export const companyHostUrl = (
  slug: string,
  appDomain: string,
  location: Pick<Location, 'protocol' | 'port'>,
): string => `${location.protocol}//${slug}.${appDomain}${portSuffix(location.port)}/`;

/** The main host's home: the current host unless the user is on a tenant host. */
export const mainHomeUrl = (appDomain: string, location: Pick<Location, 'protocol' | 'port' | 'hostname'>): string =>
  hostSlug(location.hostname, appDomain) === null
    ? '/'
    : `${location.protocol}//${appDomain}${portSuffix(location.port)}/`;
