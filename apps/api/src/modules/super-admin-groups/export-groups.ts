import { groupTypeLabels } from '@casebridge/contract/enums';
import { XLSX_CONTENT_TYPE } from '@casebridge/contract/reports';
import { GROUPS_EXPORT_FILENAME, type GroupListRow } from '@casebridge/contract/super-admin-groups';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { requireSuperAdmin } from '../../lib/authorize.ts';
import { xlsxStream, type XlsxColumn } from '../../lib/xlsx.ts';
import { toGroupListRow } from './group-answers.ts';
import { findGroups } from './super-admin-groups-repository.ts';

const columns: XlsxColumn<GroupListRow>[] = [
  { header: 'Name', width: 36, value: (row) => row.name },
  { header: 'Type', width: 18, value: (row) => groupTypeLabels[row.type] },
  { header: 'Status', width: 10, value: (row) => row.status },
  { header: 'Sponsor', width: 28, value: (row) => row.sponsor_name },
  { header: 'Host', width: 24, value: (row) => row.host },
  { header: 'Companies', width: 12, value: (row) => row.companies },
  { header: 'Registration Page', width: 40, value: (row) => row.registration_url },
];

/** GET /api/super_admin/groups/export, the groups list as groups.xlsx. */
export async function exportGroups(deps: AppDeps, actor: Actor | null) {
  requireSuperAdmin(actor);
  const rows = (await findGroups(deps.db)).map((row) => toGroupListRow(deps, row));
  return {
    bytes: xlsxStream('Groups', columns, [rows]),
    filename: GROUPS_EXPORT_FILENAME,
    contentType: XLSX_CONTENT_TYPE,
  };
}
