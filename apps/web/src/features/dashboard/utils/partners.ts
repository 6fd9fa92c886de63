import { MIN_SEARCH_LENGTH } from '@casebridge/contract/fields';
import type { PartnerType } from '@casebridge/contract/case-submission';
import { pathTo } from '@/config/paths';

/**
 * Issue 26: the pause in typing after which the server is asked for a term's partners. Short, as the case lists'
 * (80 ms): the answer is one indexed page of 50, and the first rows are due within 300 ms of the term (the bench's
 * browser walk), pause included.
 */
export const SEARCH_DELAY_MS = 120;

/**
 * Issue 26: the term the partner search asks the server for: what was typed once typing paused on at least 2
 * characters, '' (the recently used partners, or a limited member's list) below that.
 */
export const searchedTerm = (typing: string, paused: string) =>
  typing.length >= MIN_SEARCH_LENGTH && paused.length >= MIN_SEARCH_LENGTH ? paused : '';

/** D-005, D-010: the submit page of a company or department partner (a directory entry or a favorite). */
export const submitCasePath = (partner: { type: PartnerType; company_id: number; department_id: number | null }) =>
  pathTo('submit-case', {
    type: partner.type,
    entity_id: partner.type === 'department' ? (partner.department_id ?? 0) : partner.company_id,
  });

/** D-010: a partner as its rows name it: the company, or 'company | department'. */
export const partnerLabel = (company: string, department: string | null) =>
  department === null ? company : `${company} | ${department}`;
