import { count, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { users } from '../../db/schema/users.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import { writeAuditLog } from '../audit/audit-log.ts';
import { issuePasswordResetLink } from '../auth/send-password-reset-link.ts';
import { createUser } from '../users/user-writer.ts';

/** The advisory lock that makes super admins one at a time: two instances starting together make one. */
const SUPER_ADMIN_LOCK = 22_001;

export type CreateSuperAdminInput = {
  /** Lower case and valid (the contract's emailField). */
  email: string;
  /** Makes one more super admin although the network has one. */
  another?: boolean;
  /** Prints a new link for the super admin of this address instead. */
  resendLink?: boolean;
};

export type SuperAdminLink = { userId: number; email: string; created: boolean; link: string };

/**
 * `npm run admin -- create-super-admin`: a super admin without a password and a single-use link (the reset password
 * page) that sets it. Refused (409) for an address that has an account, unless `resendLink` and it is a super admin's,
 * and while the network has a super admin, unless `another`: a deploy that runs it again makes nobody silently.
 */
export async function createSuperAdmin(
  deps: Pick<AppDeps, 'db' | 'config'>,
  input: CreateSuperAdminInput,
): Promise<SuperAdminLink> {
  const made = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SUPER_ADMIN_LOCK})`);
    const [existing] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(sql`lower(${users.email})`, input.email));
    if (existing) {
      if (existing.role !== 'super_admin')
        throw conflict(`${input.email} already has an account that is not a super admin's; nothing was changed.`);
      if (!input.resendLink)
        throw conflict(`${input.email} is already a super admin; --resend-link prints a new set-password link.`);
      return { userId: existing.id, created: false, link: await issuePasswordResetLink(tx, deps.config, existing.id) };
    }
    if (input.resendLink) throw conflict(`No super admin has the address ${input.email}; nothing was changed.`);
    const [admins] = await tx.select({ n: count() }).from(users).where(eq(users.role, 'super_admin'));
    if ((admins?.n ?? 0) > 0 && !input.another)
      throw conflict('The network already has a super admin; --another makes one more.');
    const userId = await createUser(tx, {
      origin: { kind: 'bootstrap' },
      companyId: null,
      email: input.email,
      firstName: 'Super',
      lastName: 'Admin',
      role: 'super_admin',
    });
    if (userId === undefined) throw new Error('the super admin was not created');
    await writeAuditLog(tx, { action: 'super_admin.bootstrap', actorUserId: null, subjectUserId: userId });
    return { userId, created: true, link: await issuePasswordResetLink(tx, deps.config, userId) };
  });
  return { ...made, email: input.email };
}

/**
 * `CASEBRIDGE_BOOTSTRAP_ADMIN_EMAIL` at start: the network's first super admin with its link, or null when the
 * network has a super admin already (each later start, and every instance but the first).
 */
export async function createFirstSuperAdmin(
  deps: Pick<AppDeps, 'db' | 'config'>,
  email: string,
): Promise<SuperAdminLink | null> {
  try {
    return await createSuperAdmin(deps, { email });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const [admin] = await deps.db.select({ id: users.id }).from(users).where(eq(users.role, 'super_admin')).limit(1);
    if (admin) return null;
    throw error;
  }
}
