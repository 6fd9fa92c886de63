import { partyMayDoWork, type CaseWork } from '@casebridge/contract/case-status';
import {
  caseWaitingOn,
  type CaseDetail,
  type CaseDetailsAnswer,
  type CaseResponse,
  type PartyCaseAnswer,
} from '@casebridge/contract/cases';
import type { ResponseType } from '@casebridge/contract/enums';

/** Cases as the API answers them, for the case pages' tests. */

const statusOfType = {
  approval: 'accepted',
  rejection: 'rejected',
  'information-request': 'information',
  'information-response': 'information-reply',
} as const satisfies Record<ResponseType, CaseResponse['status']>;

let nextId = 100;

export const caseResponse = (type: ResponseType, fields: Partial<CaseResponse> = {}): CaseResponse => ({
  id: ++nextId,
  type,
  status: statusOfType[type],
  case_number: null,
  engineer_name: null,
  engineer_email: null,
  engineer_phone: null,
  reviewer_name: null,
  reviewer_email: null,
  next_steps: null,
  note: null,
  additional_information: null,
  created_at: '2026-03-04T17:05:00.000Z',
  ...fields,
});

export const caseDetail = (fields: Partial<CaseDetail> = {}): CaseDetail => ({
  id: 1,
  token: 'case-token-0123456789abcdef',
  status: 'open',
  case_type: 'other',
  network_case_number: 'CB-2026-000140',
  internal_case_number: 'ACM-40000',
  partner_case_number: null,
  summary: 'Array firmware 9.2 drops iSCSI sessions under load',
  description: 'Sessions drop after 40 s.',
  priority: 'high',
  created_at: '2026-03-04T15:00:00.000Z',
  updated_at: '2026-03-04T15:00:00.000Z',
  company: { id: 3, name: 'Acme Software', url: null },
  receiver: { id: 4, name: 'Globex Storage', slug: 'globex' },
  department: null,
  submit_company_id: 3,
  submit_contact: { name: 'Tom Becker', email: 'caller@acme.test', phone: null },
  engineer: {
    first_name: 'Tom',
    last_name: 'Becker',
    email: 'caller@acme.test',
    phone: '303-555-0148',
    phone_country_code: 'US',
  },
  case_with_receiver: null,
  customer_data: [
    { section: 'common_customer_section', field: 'Customer company', value: 'Northwind', type: 'string' },
  ],
  manager_requests: [],
  responses: [],
  notes: [],
  document: { name: 'Globex Storage Collaboration', version: { escalation_instructions: '<p>Call <b>us</b>.</p>' } },
  ...fields,
});

/** A party's answer as the server makes it: what the viewer may do follows the case's status (caseWork). */
export const caseDetailsAnswer = (
  c: CaseDetail,
  viewer: Partial<CaseDetailsAnswer['viewer']> = {},
): CaseDetailsAnswer => {
  const party = viewer.party === undefined ? 'submitter' : viewer.party;
  const allowNotes = viewer.allow_notes ?? true;
  const may = (work: CaseWork) => partyMayDoWork(c.status, party, work);
  return {
    case: c,
    viewer: {
      party,
      waiting_on: caseWaitingOn(c),
      actions: [],
      respond_path: null,
      information_path: null,
      allow_notes: allowNotes,
      can_add_note: allowNotes && may('note'),
      can_upload: may('file'),
      can_update_submission: may('update_submission'),
      can_update_response: may('update_response'),
      ...viewer,
    },
  };
};

export const partyCase = (c: CaseDetail, fields: Partial<PartyCaseAnswer> = {}): PartyCaseAnswer => ({
  case: c,
  party: 'receiver',
  waiting_on: caseWaitingOn(c),
  response: null,
  allResponses: c.responses,
  receiver: c.receiver,
  can_respond: true,
  actions: ['accept', 'request_information'],
  message: null,
  ...fields,
});
