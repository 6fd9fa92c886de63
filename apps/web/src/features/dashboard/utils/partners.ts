import type { DirectoryEntry } from '@casebridge/contract/directory';
import { MIN_SEARCH_LENGTH } from '@casebridge/contract/fields';
import type { PartnerType } from '@casebridge/contract/case-submission';
import { pathTo } from '@/config/paths';

/**
 * How many partners a list shows at once. At network scale a two-letter term matches thousands of the directory's
 * 40,000 entries, and rows for all of them froze the browser for minutes (each row has a logo and buttons).
 */
export const PARTNER_LIST_LIMIT = 50;

/**
 * An entry with its lowercased text, a line for each field so that no match spans two: the company and department
 * names, the same with a space before each word, and the tags.
 */
type Indexed = { entry: DirectoryEntry; names: string; words: string; tags: string };

const lines = (texts: readonly string[]) => texts.map((text) => text.toLowerCase()).join('\n');

/**
 * D-004, X-049: the partner search over a directory, its lowercased text made once. A term (at least 2 characters,
 * case-insensitive) matches an entry's company, department or tags; the entries whose company or department name
 * has a word starting with the term come first ("sto" finds Storage before Bestow), each group in the directory's
 * order.
 */
export const partnerSearch = (entries: readonly DirectoryEntry[]) => {
  const indexed: Indexed[] = entries.map((entry) => {
    const names = [entry.company_name, entry.department_name ?? ''];
    return {
      entry,
      names: lines(names),
      words: lines(names.map((name) => ` ${name.replace(/[^\p{L}\p{N}]+/gu, ' ')}`)),
      tags: lines(entry.tags.map(({ tag }) => tag)),
    };
  });
  return (term: string): DirectoryEntry[] => {
    const needle = term.trim().toLowerCase();
    if (needle.length < MIN_SEARCH_LENGTH) return [];
    const first: DirectoryEntry[] = [];
    const then: DirectoryEntry[] = [];
    for (const { entry, names, words, tags } of indexed) {
      if (words.includes(` ${needle}`)) first.push(entry);
      else if (names.includes(needle) || tags.includes(needle)) then.push(entry);
    }
    return [...first, ...then];
  };
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
