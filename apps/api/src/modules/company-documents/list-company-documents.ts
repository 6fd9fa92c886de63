import type { z } from 'zod';
import type { companyDocumentsAnswer } from '@casebridge/contract/company-documents';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { requireCompanyAdmin } from '../../lib/authorize.ts';
import { findCompanyDocuments } from './company-documents-repository.ts';

/** M-025: GET /api/admin/company/documents, the processes of the admin's own company. */
export async function listCompanyDocuments(
  deps: AppDeps,
  actor: Actor | null,
): Promise<z.infer<typeof companyDocumentsAnswer>> {
  const admin = requireCompanyAdmin(actor);
  const rows = await findCompanyDocuments(deps.db, admin.companyId);
  return {
    documents: rows.map((row) => ({
      id: row.id,
      name: row.name,
      title: row.title,
      document_type: row.documentType,
      status: row.status,
      support_hours: row.supportHours,
      product_supported: row.productSupported,
      updated_at: row.updatedAt.toISOString(),
    })),
  };
}
