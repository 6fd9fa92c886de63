import { MIN_SEARCH_LENGTH, type DirectoryEntry } from '@casebridge/contract/directory';
import type { PartnerType } from '@casebridge/contract/case-submission';
import { pathTo } from '@/config/paths';

/** D-004, X-049: does the entry match the term (at least 2 characters, case-insensitive, company, department, tags)? */
export const matchesPartnerSearch = (entry: DirectoryEntry, term: string): boolean => {
  const needle = term.trim().toLowerCase();
  if (needle.length < MIN_SEARCH_LENGTH) return false;
  const has = (text: string | null) => text?.toLowerCase().includes(needle) === true;
  return has(entry.company_name) || has(entry.department_name) || entry.tags.some(({ tag }) => has(tag));
};

/** D-005, D-010: the submit page of a company or department partner (a directory entry or a favorite). */
export const submitCasePath = (partner: { type: PartnerType; company_id: number; department_id: number | null }) =>
  pathTo('submit-case', {
    type: partner.type,
    entity_id: partner.type === 'department' ? (partner.department_id ?? 0) : partner.company_id,
  });

/** D-010: a partner as its rows name it: the company, or 'company | department'. */
export const partnerLabel = (company: string, department: string | null) =>
  department === null ? company : `${company} | ${department}`;
