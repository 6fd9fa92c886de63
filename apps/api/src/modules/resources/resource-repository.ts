import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { communities, partnerGroups } from '../../db/schema/groups.ts';

/** What a company's logo is drawn from. */
export async function findCompanyLogoSource(db: DbOrTx, slug: string) {
  const [row] = await db
    .select({
      name: companies.name,
      slug: companies.slug,
      fileKey: companies.logoFileKey,
      contentType: companies.logoContentType,
    })
    .from(companies)
    .where(eq(sql`lower(${companies.slug})`, slug.toLowerCase()));
  return row;
}

/** What a partner program's banner is drawn from: its upload, else its name. */
export async function findGroupBannerSource(db: DbOrTx, vhost: string) {
  const [row] = await db
    .select({
      name: communities.name,
      vhost: partnerGroups.vhost,
      fileKey: partnerGroups.bannerFileKey,
      contentType: partnerGroups.bannerContentType,
    })
    .from(partnerGroups)
    .innerJoin(communities, eq(communities.id, partnerGroups.communityId))
    .where(eq(sql`lower(${partnerGroups.vhost})`, vhost.toLowerCase()));
  return row;
}
