import type { V1Case, V1CaseSummary } from '@casebridge/contract/case-api';
import type { CaseDetailsAnswer } from '@casebridge/contract/cases';
import type { CaseStatus, CasePriority } from '@casebridge/contract/enums';

/**
 * Issue 27, ADR 50: the v1 names of a case. Our number and the partner's are named from the caller's side: the
 * submitter's internal case number is ours on an outbound case, the receiver's case number on an inbound one.
 */
export function toV1CaseSummary(row: {
  token: string;
  networkCaseNumber: string;
  internalCaseNumber: string | null;
  partnerCaseNumber: string | null;
  outbound: boolean;
  partnerId: number;
  partnerName: string;
  summary: string;
  priority: CasePriority;
  status: CaseStatus;
  createdAt: Date;
  updatedAt: Date;
}): V1CaseSummary {
  return {
    id: row.token,
    networkCaseNumber: row.networkCaseNumber,
    internalCaseNumber: row.outbound ? row.internalCaseNumber : row.partnerCaseNumber,
    partnerCaseNumber: row.outbound ? row.partnerCaseNumber : row.internalCaseNumber,
    direction: row.outbound ? 'outbound' : 'inbound',
    status: row.status,
    priority: row.priority,
    summary: row.summary,
    partner: { id: row.partnerId, name: row.partnerName },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A case as the case page's answer holds it (the same service), in v1's names. */
export function toV1Case(answer: CaseDetailsAnswer): V1Case {
  const { case: detail, viewer } = answer;
  const outbound = viewer.party === 'submitter';
  const partner = outbound ? detail.receiver : detail.company;
  return {
    ...toV1CaseSummary({
      token: detail.token,
      networkCaseNumber: detail.network_case_number,
      internalCaseNumber: detail.internal_case_number,
      partnerCaseNumber: detail.partner_case_number,
      outbound,
      partnerId: partner.id,
      partnerName: partner.name,
      summary: detail.summary,
      priority: detail.priority,
      status: detail.status,
      createdAt: new Date(detail.created_at),
      updatedAt: new Date(detail.updated_at),
    }),
    description: detail.description,
    department: detail.department,
    waitingOn: viewer.waiting_on?.party ?? null,
    actions: [...viewer.actions],
    customerData: detail.customer_data.map((row) => ({ ...row })),
    responses: detail.responses.map((response) => ({
      type: response.type,
      caseNumber: response.case_number,
      engineerName: response.engineer_name,
      engineerEmail: response.engineer_email,
      engineerPhone: response.engineer_phone,
      nextSteps: response.next_steps,
      note: response.note,
      additionalInformation: response.additional_information,
      createdAt: new Date(response.created_at).toISOString(),
    })),
    notes: detail.notes.map((note) => ({
      company: note.company.name,
      creatorName: note.creator_name,
      summary: note.summary,
      description: note.description,
      createdAt: new Date(note.created_at).toISOString(),
    })),
  };
}
