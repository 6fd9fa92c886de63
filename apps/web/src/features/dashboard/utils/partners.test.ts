import { describe, expect, it } from 'vitest';
import type { DirectoryEntry } from '@casebridge/contract/directory';
import { partnerSearch } from './partners';

const entry = (id: number, company: string, department: string | null = null, tags: string[] = []): DirectoryEntry => ({
  type: department === null ? 'company' : 'department',
  company_id: id,
  company_name: company,
  company_slug: `c${String(id)}`,
  company_domain: null,
  department_id: department === null ? null : id * 10,
  department_name: department,
  tags: tags.map((tag) => ({ tag })),
  has_access: true,
});

const names = (found: DirectoryEntry[]) =>
  found.map((partner) => [partner.company_name, partner.department_name].filter(Boolean).join(' | '));

describe('partnerSearch', () => {
  const directory = [
    entry(1, 'Bestow Systems'),
    entry(2, 'Globex Storage'),
    entry(2, 'Globex Storage', 'Block Storage Support', ['SAN']),
    entry(3, 'Umbrella Networks', null, ['Fibre Channel']),
    entry(4, 'Initech-Storage Cloud'),
  ];
  const find = partnerSearch(directory);

  it('[D-004] [X-049] matches company, department and tags case-insensitively from 2 characters', () => {
    expect(find('s')).toEqual([]);
    expect(names(find('FIBRE'))).toEqual(['Umbrella Networks']);
    expect(names(find('san'))).toEqual(['Globex Storage | Block Storage Support']);
    expect(names(find('  block  '))).toEqual(['Globex Storage | Block Storage Support']);
    expect(find('zz')).toEqual([]);
  });

  it('[D-004] lists the names with a word starting with the term first, each group in the directory order', () => {
    expect(names(find('sto'))).toEqual([
      'Globex Storage',
      'Globex Storage | Block Storage Support',
      'Initech-Storage Cloud',
      'Bestow Systems',
    ]);
  });

  it('[D-004] a match never spans two fields', () => {
    expect(find('storage block')).toEqual([]);
    expect(find('support san')).toEqual([]);
  });
});
