import { and, eq, gt, isNull } from 'drizzle-orm';
import type { EmailTokenPurpose } from '@casebridge/contract/enums';
import type { DbOrTx } from '../../db/client.ts';
import { emailTokens } from '../../db/schema/identity.ts';
import { createSecureToken, hashToken } from '../../lib/secure-token.ts';

export async function issueEmailToken(
  db: DbOrTx,
  input: {
    purpose: EmailTokenPurpose;
    /** The user the link acts for; none when it is sent to an address that is no user's (a Teams manager). */
    userId?: number;
    ttlSeconds: number;
    subject?: Record<string, string | number>;
  },
): Promise<string> {
  const token = createSecureToken();
  await db.insert(emailTokens).values({
    purpose: input.purpose,
    userId: input.userId ?? null,
    tokenHash: hashToken(token),
    subject: input.subject ?? null,
    expiresAt: new Date(Date.now() + input.ttlSeconds * 1000),
  });
  return token;
}

/** Consumes a single-use token of one purpose; undefined when unknown, used, expired or of another purpose. */
export async function consumeEmailToken(db: DbOrTx, purpose: EmailTokenPurpose, token: string) {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailTokens.tokenHash, hashToken(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, new Date()),
      ),
    )
    .returning();
  return row;
}

/** Ends every unused token of one purpose of a user, e.g. the other reset links once a reset succeeded. */
export async function invalidateEmailTokensOfUser(db: DbOrTx, purpose: EmailTokenPurpose, userId: number) {
  await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}
