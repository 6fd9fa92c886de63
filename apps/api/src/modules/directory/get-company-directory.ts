import {
  companyDirectoryAnswer,
  type CompanyDirectoryAnswer,
  type DirectoryEntry,
} from '@casebridge/contract/directory';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import type { Member } from '../../lib/access-policy.ts';
import { requireMember } from '../../lib/authorize.ts';
import { namesEtag } from '../../lib/etag.ts';
import { findAccessiblePartners } from '../access/partner-access.ts';
import {
  findDirectoryVersion,
  findActiveCompanies,
  findActiveDepartments,
  findCompanyTags,
  findDepartmentTags,
} from './directory-repository.ts';
import { groupBy } from '../../lib/group-by.ts';
import { keptDirectoryAnswer, keptViewerAnswer, type KeptDirectoryAnswer } from './kept-directory-answers.ts';

/**
 * D-003, ADR 13, ADR 16, ADR 19: GET /api/caller/company_directory. Every active company and department of the
 * network but the viewer's own, each company followed by its departments, with has_access from the one
 * partner-access rule; a limited member gets only the partners it has access to (D-002). The answer's ETag names
 * the directory's change counter and everything of the viewer's it depends on; a client that presents it while
 * nothing changed gets no answer (null: 304), and the network is not read. Otherwise the answer is the one kept for
 * this version and viewer, built when there is none; a viewer asking again at the same version is given it without
 * reading its partners again.
 */
export async function getCompanyDirectory(
  deps: AppDeps,
  actor: Actor | null,
  ifNoneMatch: string | undefined,
): Promise<{ etag: string; answer: KeptDirectoryAnswer | null }> {
  const member = requireMember(actor);
  const version = await findDirectoryVersion(deps.db);
  const etag = `"directory-${version}-${String(member.companyId)}-${member.membershipType}-${String(member.userId)}"`;
  if (namesEtag(ifNoneMatch, etag)) return { etag, answer: null };
  const answer = await keptViewerAnswer(deps.db, version, etag, async () => {
    const accessible = await findAccessiblePartners(deps.db, member);
    const key = { version, companyId: member.companyId, membershipType: String(member.membershipType), accessible };
    return keptDirectoryAnswer(deps.db, key, async () =>
      JSON.stringify(companyDirectoryAnswer.parse(await readDirectory(deps, member, accessible))),
    );
  });
  return { etag, answer };
}

async function readDirectory(
  deps: AppDeps,
  member: Member,
  accessible: readonly number[],
): Promise<CompanyDirectoryAnswer> {
  const [companies, departments, companyTags, departmentTags] = await Promise.all([
    findActiveCompanies(deps.db, member.companyId),
    findActiveDepartments(deps.db, member.companyId),
    findCompanyTags(deps.db),
    findDepartmentTags(deps.db),
  ]);
  const reach = new Set(accessible);
  const shown = member.membershipType === 'limited' ? companies.filter((c) => reach.has(c.id)) : companies;
  const departmentsOf = groupBy(departments, (d) => d.companyId);
  const tagsOfCompany = groupBy(companyTags, (t) => t.companyId);
  const tagsOfDepartment = groupBy(departmentTags, (t) => t.departmentId);
  const tags = (rows: { tag: string }[] | undefined) => (rows ?? []).map(({ tag }) => ({ tag }));

  const directory = shown.flatMap((company): DirectoryEntry[] => {
    const of = {
      company_id: company.id,
      company_name: company.name,
      company_slug: company.slug,
      company_domain: company.domain,
      has_access: reach.has(company.id),
    };
    return [
      { type: 'company', ...of, department_id: null, department_name: null, tags: tags(tagsOfCompany.get(company.id)) },
      ...(departmentsOf.get(company.id) ?? []).map((department): DirectoryEntry => ({
        type: 'department',
        ...of,
        department_id: department.id,
        department_name: department.name,
        tags: tags(tagsOfDepartment.get(department.id)),
      })),
    ];
  });
  return { directory };
}
