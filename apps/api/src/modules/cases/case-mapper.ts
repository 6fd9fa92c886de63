import { partyToActNext } from '@casebridge/contract/case-status';
import type { CaseDetail, CaseResponse, MyCasesAnswer } from '@casebridge/contract/cases';
import { toCaseNote } from '../case-feed/to-case-note.ts';
import type { CaseViewRow, findCaseListPage } from './case-repository.ts';

/** The one place case rows become the contract's shapes (C-040, C-065). */

type ResponseRow = CaseViewRow['responses'][number];

export function toCaseResponse(row: ResponseRow): CaseResponse {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    case_number: row.caseNumber,
    engineer_name: row.engineerName,
    engineer_email: row.engineerEmail,
    engineer_phone: row.engineerPhone,
    reviewer_name: row.reviewerName,
    reviewer_email: row.reviewerEmail,
    next_steps: row.nextSteps,
    note: row.note,
    additional_information: row.additionalInformation,
    created_at: row.createdAt.toISOString(),
  };
}

export function toCaseDetail(view: CaseViewRow): CaseDetail {
  const c = view.case;
  const responses = view.responses.map(toCaseResponse);
  const acceptance = responses.filter((r) => r.type === 'approval').at(-1) ?? null;
  return {
    id: c.id,
    token: c.token,
    status: c.status,
    case_type: c.caseType,
    network_case_number: c.networkCaseNumber,
    internal_case_number: c.internalCaseNumber,
    partner_case_number: c.partnerCaseNumber,
    summary: c.summary,
    description: c.description,
    priority: c.priority,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
    company: view.submitter,
    receiver: view.receiver,
    department: view.departmentName,
    submit_company_id: c.submitCompanyId,
    submit_contact: { name: c.submitContactName, email: c.submitContactEmail, phone: c.submitContactPhone },
    engineer: {
      first_name: c.engineerFirstName,
      last_name: c.engineerLastName,
      email: c.engineerEmail,
      phone: c.engineerPhone,
      phone_country_code: c.engineerPhoneCountryCode,
    },
    case_with_receiver: acceptance,
    // Issue 24 §3: a hidden requirement's row ("Source system") is the process's own value for the receiver's
    // systems, never customer data a page shows.
    customer_data: view.customerData
      .filter((d) => d.type !== 'hidden')
      .map((d) => ({ section: d.section, field: d.field, value: d.value, type: d.type })),
    manager_requests: view.managerRequests.map((r) => ({
      id: r.id,
      internal_reference: r.internalReference,
      vendor_reference: r.vendorReference,
      business_impact: r.businessImpact,
      notes: r.notes,
      created_at: r.createdAt.toISOString(),
    })),
    responses,
    notes: view.notes.map(({ note, company }) => toCaseNote(note, company)),
    document: {
      name: view.documentName,
      version: { escalation_instructions: view.escalationInstructions },
    },
  };
}

type MyCaseRow = Awaited<ReturnType<typeof findCaseListPage>>['rows'][number];

export function toMyCase(row: MyCaseRow): MyCasesAnswer['my_cases'][number] {
  return {
    token: row.token,
    network_case_number: row.networkCaseNumber,
    internal_case_number: row.internalCaseNumber,
    partner: row.partner,
    partner_case_number: row.partnerCaseNumber,
    summary: row.summary,
    status: row.status,
    priority: row.priority,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    responded_at: row.firstResponseAt?.toISOString() ?? null,
    waiting_on_us: isWaitingOnViewer(row),
  };
}

/** Issue 24: the list row's case waits on the viewer's company, the side it is on (outbound: the submitter). */
export const isWaitingOnViewer = (row: Pick<MyCaseRow, 'status' | 'informationAnswered' | 'outbound'>): boolean =>
  partyToActNext(row.status, row.informationAnswered) === (row.outbound ? 'submitter' : 'receiver');
