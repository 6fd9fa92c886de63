import { createHash } from 'node:crypto';
import {
  PARTNER_SEARCH_PAGE,
  type partnerSearchQuery,
  type DirectoryEntry,
  type PartnerSearchAnswer,
} from '@casebridge/contract/directory';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { requireMember } from '../../lib/authorize.ts';
import { namesEtag } from '../../lib/etag.ts';
import { findAccessiblePartners } from '../access/partner-access.ts';
import {
  findCompanyTags,
  findDirectoryVersion,
  findDepartmentTags,
  findRecentPartners,
  searchPartners,
  type PartnerRow,
  type PartnerScope,
} from './directory-repository.ts';

/** Issue 26: how many recently used partners the dashboard offers before anything is typed. */
export const RECENT_PARTNERS = 10;

/** Each key's tags, in the order read. */
function tagsOf<K>(rows: readonly { key: K; tag: string }[]): Map<K, { tag: string }[]> {
  const tags = new Map<K, { tag: string }[]>();
  for (const { key, tag } of rows) tags.set(key, [...(tags.get(key) ?? []), { tag }]);
  return tags;
}

/**
 * Issue 26, ADR 47: GET /api/caller/partner_search, the dashboard's partner search answered by the server a page at
 * a time, with the same partners, tags and has_access as the company directory (D-003, ADR 13): the caller's own
 * company is never listed, a limited member's list holds its partners only (D-002). Without a term: the partners its
 * company sent cases to most recently, or, for a limited member, all its partners by name.
 *
 * A list made of the directory's tables only (a term's matches, a limited member's partners) carries an ETag naming
 * the directory's change counter (ADR 16), the viewer and the query: presented again while nothing changed, it gets
 * no answer (null: 304) after one one-row read. The recently used partners change with every case sent: no ETag.
 */
export async function searchPartnerDirectory(
  deps: AppDeps,
  actor: Actor | null,
  { q, after }: z.output<typeof partnerSearchQuery>,
  ifNoneMatch: string | undefined,
): Promise<{ etag: string | null; answer: PartnerSearchAnswer | null }> {
  const member = requireMember(actor);
  const limited = member.membershipType === 'limited';
  const recent = q === '' && !limited;
  const term = q.toLowerCase();
  let etag: string | null = null;
  if (!recent) {
    const version = await findDirectoryVersion(deps.db);
    const query = createHash('sha256')
      .update(`${term}\n${String(after)}`)
      .digest('base64url')
      .slice(0, 22);
    etag = `"partners-${version}-${String(member.companyId)}-${String(member.membershipType)}-${String(member.userId)}-${query}"`;
    if (namesEtag(ifNoneMatch, etag)) return { etag, answer: null };
  }
  const accessible = await findAccessiblePartners(deps.db, member);
  const scope: PartnerScope = { exceptCompanyId: member.companyId, onlyCompanies: limited ? accessible : null };
  const { rows, total } = recent
    ? await findRecentPartners(deps.db, scope, RECENT_PARTNERS).then((found) => ({
        rows: after === 0 ? found : [],
        total: found.length,
      }))
    : await searchPartners(deps.db, scope, term, { after, limit: PARTNER_SEARCH_PAGE });
  const answer = {
    entries: await withTagsAndAccess(deps, rows, accessible),
    total,
    next: after + rows.length < total && rows.length > 0 ? after + rows.length : null,
    recent,
  };
  return { etag, answer };
}

async function withTagsAndAccess(
  deps: AppDeps,
  rows: PartnerRow[],
  accessible: readonly number[],
): Promise<DirectoryEntry[]> {
  if (rows.length === 0) return [];
  const companyIds = [...new Set(rows.filter((row) => row.type === 'company').map((row) => row.companyId))];
  const departmentIds = rows.flatMap((row) => (row.departmentId === null ? [] : [row.departmentId]));
  const [companyTags, departmentTags] = await Promise.all([
    companyIds.length === 0 ? [] : findCompanyTags(deps.db, companyIds),
    departmentIds.length === 0 ? [] : findDepartmentTags(deps.db, departmentIds),
  ]);
  const ofCompany = tagsOf(companyTags.map(({ companyId, tag }) => ({ key: companyId, tag })));
  const ofDepartment = tagsOf(departmentTags.map(({ departmentId, tag }) => ({ key: departmentId, tag })));
  const reach = new Set(accessible);
  return rows.map((row) => ({
    type: row.type,
    company_id: row.companyId,
    company_name: row.companyName,
    company_slug: row.companySlug,
    company_domain: row.companyDomain,
    department_id: row.departmentId,
    department_name: row.departmentName,
    tags: (row.departmentId === null ? ofCompany.get(row.companyId) : ofDepartment.get(row.departmentId)) ?? [],
    has_access: reach.has(row.companyId),
  }));
}
