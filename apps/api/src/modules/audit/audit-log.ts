import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';

export type AuditEntry = {
  action: string;
  actorUserId: number | null;
  impersonatorUserId?: number | null;
  subjectUserId?: number | null;
  companyId?: number | null;
  details?: Record<string, unknown>;
  ip?: string | null;
};

export async function writeAuditLog(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    actorUserId: entry.actorUserId,
    impersonatorUserId: entry.impersonatorUserId ?? null,
    subjectUserId: entry.subjectUserId ?? null,
    companyId: entry.companyId ?? null,
    details: entry.details ?? null,
    ip: entry.ip ?? null,
  });
}
