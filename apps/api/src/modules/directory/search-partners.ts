import { createHash } from 'node:crypto';
import {
  directoryEntrySchema,
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
import {
  findDirectoryVersion,
  findRecentlyUsedPartners,
  type PartnerScope,
  type RecentlyUsedPartner,
} from './directory-repository.ts';
import { keptAccessiblePartners } from './kept-directory-answers.ts';

/** Issue 26: how many recently used partners the dashboard offers before anything is typed. */
export const RECENT_PARTNERS = 10;
/** How many of the company's recently used partners are read first: usually RECENT_PARTNERS of them are still active. */
export const RECENT_PARTNERS_READ = 50;
/** How many are read at most, when the first read did not hold RECENT_PARTNERS active ones. */
export const RECENT_PARTNERS_READ_MOST = 500;

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
 *
 * The answer is its JSON text (ADR 64), each entry's checked against the contract's schema once per index (entryText).
 */
export async function searchPartnerDirectory(
  deps: AppDeps,
  actor: Actor | null,
  { q, after }: z.output<typeof partnerSearchQuery>,
  ifNoneMatch: string | undefined,
): Promise<{ etag: string | null; answer: string | null }> {
  const member = requireMember(actor);
  const limited = member.membershipType === 'limited';
  const recent = q === '' && !limited;
  const term = q.toLowerCase();
  // The recently used partners are read beside the version, in the same wait.
  const [version, used] = await Promise.all([
    findDirectoryVersion(deps.db),
    recent ? findRecentlyUsedPartners(deps.db, member.companyId, RECENT_PARTNERS_READ) : null,
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
    keptAccessiblePartners(
      deps.db,
      version,
      member,
      async () => new Set(await findAccessiblePartners(deps.db, member)),
    ),
  ]);
  const scope: PartnerScope = { exceptCompanyId: member.companyId, onlyCompanies: limited ? accessible : null };
  const { entries, total } =
    used === null
      ? searchDirectoryIndex(index, scope, term, { after, limit: PARTNER_SEARCH_PAGE })
      : await recentlyUsed(deps, index, scope, { partners: used, asked: RECENT_PARTNERS_READ }, after);
  const rest: Omit<PartnerSearchAnswer, 'entries'> = {
    total,
    next: after + entries.length < total && entries.length > 0 ? after + entries.length : null,
    recent,
  };
  const texts = entries.map((entry) => entryText(entry, accessible.has(entry.companyId)));
  return { etag, answer: `{"entries":[${texts.join(',')}],${JSON.stringify(rest).slice(1)}` };
}

/**
 * The first RECENT_PARTNERS of the company's recently used partners (ADR 67) that are still active (in the index), found
 * in `read` (the first `asked` of them) when it holds them or holds them all; else read again, up to
 * RECENT_PARTNERS_READ_MOST.
 */
async function recentlyUsed(
  deps: AppDeps,
  index: DirectoryIndex,
  scope: PartnerScope,
  read: { partners: readonly RecentlyUsedPartner[]; asked: number },
  after: number,
): Promise<{ entries: IndexedPartner[]; total: number }> {
  const found: IndexedPartner[] = [];
  for (const partner of read.partners) {
    if (found.length === RECENT_PARTNERS) break;
    if (partner.companyId === scope.exceptCompanyId) continue;
    const entry = findIndexedPartner(index, partner);
    if (entry) found.push(entry);
  }
  if (found.length < RECENT_PARTNERS && read.partners.length === read.asked && read.asked < RECENT_PARTNERS_READ_MOST)
    return recentlyUsed(
      deps,
      index,
      scope,
      {
        partners: await findRecentlyUsedPartners(deps.db, scope.exceptCompanyId, RECENT_PARTNERS_READ_MOST),
        asked: RECENT_PARTNERS_READ_MOST,
      },
      after,
    );
  return { entries: after === 0 ? found : [], total: found.length };
}

/** Each index entry's answer texts, without and with access: kept as long as the entry (its index) is. */
const entryTexts = new WeakMap<IndexedPartner, [string | undefined, string | undefined]>();

/**
 * An entry of the answer as its JSON text: the contract's encode of it (which keeps only the fields the contract
 * names), made once per index entry and access and kept with the entry (ADR 64), as ADR 19 keeps the directory's.
 */
function entryText(entry: IndexedPartner, hasAccess: boolean): string {
  let texts = entryTexts.get(entry);
  if (texts === undefined) {
    texts = [undefined, undefined];
    entryTexts.set(entry, texts);
  }
  const at = hasAccess ? 1 : 0;
  return (texts[at] ??= JSON.stringify(directoryEntrySchema.encode(answered(entry, hasAccess))));
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
