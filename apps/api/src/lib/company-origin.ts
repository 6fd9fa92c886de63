import type { Config } from '../config.ts';

/**
 * A company's own host (DECISIONS 18, X-035): the public origin with the slug as its leftmost label, e.g.
 * http://acme.localhost:3000 for PUBLIC_URL http://localhost:3000.
 */
export function companyOrigin(config: Pick<Config, 'publicUrl'>, slug: string): string {
  const url = new URL(config.publicUrl);
  url.hostname = `${slug}.${url.hostname}`;
  return url.origin;
}
