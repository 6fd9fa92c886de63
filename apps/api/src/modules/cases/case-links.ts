import { eq, or, sql } from 'drizzle-orm';
import type { CaseParty } from '@casebridge/contract/case-status';
import type { Db, DbOrTx } from '../../db/client.ts';
import { keptStatement } from '../../db/prepared.ts';
import { cases } from '../../db/schema/cases.ts';
import { notFound } from '../../lib/app-error.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { hashToken } from '../../lib/secure-token.ts';
import { serverHmac } from '../../lib/server-hmac.ts';

/**
 * A party's emailed capability for a case: the HMAC of the case's token under the server's secret, so that any
 * later email can carry it again while the database keeps only its hash. The case's own token (the signed-in pages'
 * URLs) grants nothing; a link acts for one party of one case.
 */
export function caseLink(secret: string, caseToken: string, party: CaseParty): string {
  return serverHmac(secret, `case-link:${party}:${caseToken}`);
}

export function caseLinkHashes(secret: string, caseToken: string) {
  return {
    respondTokenHash: hashToken(caseLink(secret, caseToken, 'receiver')),
    informationTokenHash: hashToken(caseLink(secret, caseToken, 'submitter')),
  };
}

/** The pages each party's link opens (C-059, C-066, C-067), and the signed-in case page a case token opens. */
export const casePages = {
  signedIn: (publicUrl: string, caseToken: string) => `${publicUrl}/my-cases/${caseToken}`,
  respond: (publicUrl: string, link: string) => `${publicUrl}/case/${link}/respond`,
  information: (publicUrl: string, link: string) => `${publicUrl}/case/${link}/information`,
  response: (publicUrl: string, link: string) => `${publicUrl}/case/${link}/response`,
};

const caseLinkStatement = (db: DbOrTx) => {
  const hash = sql.placeholder('hash');
  return db
    .select({ id: cases.id, respondTokenHash: cases.respondTokenHash })
    .from(cases)
    .where(or(eq(cases.respondTokenHash, hash), eq(cases.informationTokenHash, hash)))
    .prepare('case_link');
};

/** The case and the party a presented link acts for, or undefined for a link no case issued. */
export async function resolveCaseLink(
  db: DbOrTx,
  link: string,
): Promise<{ caseId: number; party: CaseParty } | undefined> {
  const hash = hashToken(link);
  const [row] = await keptStatement(db, caseLinkStatement).execute({ hash });
  if (!row) return undefined;
  return { caseId: row.id, party: row.respondTokenHash === hash ? 'receiver' : 'submitter' };
}

export const CASE_LINK_NOT_FOUND_MESSAGE = 'This case link is not valid. Please use the link from your latest email.';

/**
 * the case and party of a presented link, for the token pages. An unknown link answers 404; an address that
 * presents more than `maxMisses` unknown links in a minute gets 429 (token guessing, ARCHITECTURE "Identity").
 */
export async function requireCaseLink(
  db: Db,
  link: string,
  ip: string,
  maxMisses: number,
): Promise<{ caseId: number; party: CaseParty }> {
  const resolved = await resolveCaseLink(db, link);
  if (resolved) return resolved;
  await consumeRateLimit(db, `case-link:${ip}`, maxMisses, 60);
  throw notFound(CASE_LINK_NOT_FOUND_MESSAGE);
}
