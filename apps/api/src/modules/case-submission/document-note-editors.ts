import { isCompanyAdmin } from '@casebridge/contract/access';
import type { Actor } from '../../lib/access-policy.ts';

/**
 * C-005, DECISIONS 13: who writes their company's internal note on a process: its business and program managers. The
 * submit page's documents say it to the viewer (can_edit_note), the note's save holds to it.
 */
export const mayEditDocumentNote = (member: Pick<Actor, 'role'>): boolean => isCompanyAdmin(member.role);
