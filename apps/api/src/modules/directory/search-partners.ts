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
  findDirectoryIndex,
  findIndexedPartner,
  searchDirectoryIndex,
  type DirectoryIndex,
  type IndexedPartner,
} from './directory-index.ts';
import { findDirectoryVersion, findRecentlyUsedPartners, type PartnerScope } from './directory-repository.ts';
import { keptAccessiblePartners } from './kept-directory-answers.ts';

/** Issue 26: how many recently used partners the dashboard offers before anything is typed. */
export const RECENT_PARTNERS = 10;

/**
 * Issue 26, ADR 47, ADR 59: GET /api/caller/partner_search, the dashboard's partner search answered by the server a
 * page at a time, with the same partners, tags and has_access as the company directory (D-003, ADR 13): the caller's
 * own company is never listed, a limited member's list holds its partners only (D-002). Without a term: the partners
 * its company sent cases to most recently, or, for a limited member, all its partners by name.
 *
 * Every answer is read from this instance's index of the directory at the version read first (ADR 16, ADR 59), and
 * the caller's partners from those kept for that version; only the recently used partners are read per request.
 * A list made of the directory's tables only (a term's matches, a limited member's partners) carries an ETag naming
 * the directory's change counter, the viewer and the query: presented again while nothing changed, it gets no answer
 * (null: 304) after one one-row read. The recently used partners change with every case sent: no ETag.
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
  // The recently used partners are read beside the version, in the same wait.
  const [version, used] = await Promise.all([
    findDirectoryVersion(deps.db),
    recent ? findRecentlyUsedPartners(deps.db, member.companyId) : [],
  ]);
  let etag: string | null = null;
  if (!recent) {
    const query = createHash('sha256')
      .update(`${term}\n${String(after)}`)
      .digest('base64url')
      .slice(0, 22);
    etag = `"partners-${version}-${String(member.companyId)}-${String(member.membershipType)}-${String(member.userId)}-${query}"`;
    if (namesEtag(ifNoneMatch, etag)) return { etag, answer: null };
  }
  const [index, accessible] = await Promise.all([
    findDirectoryIndex(deps.db, version),
    keptAccessiblePartners(deps.db, version, member, () => findAccessiblePartners(deps.db, member)),
  ]);
  const scope: PartnerScope = { exceptCompanyId: member.companyId, onlyCompanies: limited ? accessible : null };
  const { entries, total } = recent
    ? recentlyUsed(index, scope, used, after)
    : searchDirectoryIndex(index, scope, term, { after, limit: PARTNER_SEARCH_PAGE });
  const reach = new Set(accessible);
  return {
    etag,
    answer: {
      entries: entries.map((entry) => answered(entry, reach.has(entry.companyId))),
      total,
      next: after + entries.length < total && entries.length > 0 ? after + entries.length : null,
      recent,
    },
  };
}

/** The first RECENT_PARTNERS of the partners used that are still active (in the index) and in scope. */
function recentlyUsed(
  index: DirectoryIndex,
  scope: PartnerScope,
  used: readonly { companyId: number; departmentId: number | null }[],
  after: number,
): { entries: IndexedPartner[]; total: number } {
  const found: IndexedPartner[] = [];
  for (const partner of used) {
    if (found.length === RECENT_PARTNERS) break;
    if (partner.companyId === scope.exceptCompanyId) continue;
    const entry = findIndexedPartner(index, partner);
    if (entry) found.push(entry);
  }
  return { entries: after === 0 ? found : [], total: found.length };
}

const answered = (entry: IndexedPartner, hasAccess: boolean): DirectoryEntry => ({
  type: entry.type,
  company_id: entry.companyId,
  company_name: entry.companyName,
  company_slug: entry.companySlug,
  company_domain: entry.companyDomain,
  department_id: entry.departmentId,
  department_name: entry.departmentName,
  tags: entry.tags.map((tag) => ({ tag })),
  has_access: hasAccess,
});
