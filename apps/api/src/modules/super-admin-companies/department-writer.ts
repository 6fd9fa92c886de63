import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { departments } from '../../db/schema/departments.ts';

/** The one writer of `departments` (issue 23): the console's department form and the demo seed. */

export type DepartmentColumns = {
  name: string;
  description: string | null;
  communityId: number | null;
  contactDocumentId: number | null;
  status: 'active' | 'inactive';
};

/** S-023: a new department of the company, created `at` (now, unless the demo seed dates it); answers its id. */
export async function insertDepartment(
  tx: DbOrTx,
  companyId: number,
  columns: DepartmentColumns,
  at?: Date,
): Promise<number> {
  const [row] = await tx
    .insert(departments)
    .values({ companyId, ...columns, createdAt: at, updatedAt: at })
    .returning({ id: departments.id });
  if (!row) throw new Error('the department was not inserted');
  return row.id;
}

/** S-023: changes a department of the company `at` (now, unless the demo seed dates it); null when it has none such. */
export async function updateDepartment(
  tx: DbOrTx,
  companyId: number,
  departmentId: number,
  columns: DepartmentColumns,
  at = new Date(),
): Promise<number | null> {
  const [row] = await tx
    .update(departments)
    .set({ ...columns, updatedAt: at })
    .where(and(eq(departments.id, departmentId), eq(departments.companyId, companyId)))
    .returning({ id: departments.id });
  return row?.id ?? null;
}

/**
 * S-024: deletes a department; its cases keep their company (their department goes to null), its relations, process
 * links and directory entries go with it (the foreign keys say so). Null when there is no such department.
 */
export async function deleteDepartment(tx: DbOrTx, departmentId: number) {
  const [row] = await tx
    .delete(departments)
    .where(eq(departments.id, departmentId))
    .returning({ id: departments.id, name: departments.name, companyId: departments.companyId });
  return row ?? null;
}
