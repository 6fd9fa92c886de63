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
  RECENT_CASES_READ,
  type PartnerScope,
} from './directory-repository.ts';
import { keptAccessiblePartners } from './kept-directory-answers.ts';

/** Issue 26: how many recently used partners the dashboard offers before anything is typed. */
export const RECENT_PARTNERS = 10;
/**
 * How many of the company's latest cases are read first for its recently used partners: usually they name enough
 * partners, and the first RECENT_PARTNERS of them are those of all RECENT_CASES_READ (ADR 59).
 */
export const RECENT_CASES_FIRST = 50;

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
    recent ? findRecentlyUsedPartners(deps.db, member.companyId, RECENT_CASES_FIRST) : null,
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
      : await recentlyUsed(deps, index, scope, used, after);
  const rest: Omit<PartnerSearchAnswer, 'entries'> = {
    total,
    next: after + entries.length < total && entries.length > 0 ? after + entries.length : null,
    recent,
  };
  const texts = entries.map((entry) => entryText(entry, accessible.has(entry.companyId)));
  return { etag, answer: `{"entries":[${texts.join(',')}],${JSON.stringify(rest).slice(1)}` };
}

/**
 * The first RECENT_PARTNERS of the partners of the company's latest RECENT_CASES_READ cases that are still active (in
 * the index) and in scope, found in `read` (its latest RECENT_CASES_FIRST cases) when that holds them: all its cases,
 * or enough partners each used after the oldest case read, before which a longer read would put none. Else read again.
 */
async function recentlyUsed(
  deps: AppDeps,
  index: DirectoryIndex,
  scope: PartnerScope,
  read: Awaited<ReturnType<typeof findRecentlyUsedPartners>>,
  after: number,
): Promise<{ entries: IndexedPartner[]; total: number }> {
  const found: { entry: IndexedPartner; lastUsed: bigint }[] = [];
  for (const partner of read.partners) {
    if (found.length === RECENT_PARTNERS) break;
    if (partner.companyId === scope.exceptCompanyId) continue;
    const entry = findIndexedPartner(index, partner);
    if (entry) found.push({ entry, lastUsed: partner.lastUsed });
  }
  const last = found[RECENT_PARTNERS - 1];
  const complete =
    read.casesRead < RECENT_CASES_FIRST ||
    read.casesRead >= RECENT_CASES_READ ||
    (last !== undefined && read.oldest !== null && last.lastUsed > read.oldest);
  if (!complete)
    return recentlyUsed(
      deps,
      index,
      scope,
      await findRecentlyUsedPartners(deps.db, scope.exceptCompanyId, RECENT_CASES_READ),
      after,
    );
  return { entries: after === 0 ? found.map(({ entry }) => entry) : [], total: found.length };
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
