import type { V1Case, V1ProcessesAnswer, V1SubmitBody } from '@casebridge/contract/case-api';
import {
  customKey,
  isFormDocument,
  tierOptions,
  type CollaborateBody,
  type RequirementEntry,
} from '@casebridge/contract/case-submission';
import type { RequirementSection } from '@casebridge/contract/enums';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { AppError } from '../../lib/app-error.ts';
import { getPartnerDocuments } from '../case-submission/get-partner-documents.ts';
import { submitCase } from '../case-submission/submit-case.ts';
import { getCaseDetails } from '../cases/get-case-details.ts';
import { toV1Case } from './case-api-mapper.ts';

const choicesOf = (options: RequirementEntry['options']): string[] => {
  if (typeof options === 'string')
    return options
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
  if (Array.isArray(options)) return options.flatMap((option) => (typeof option === 'string' ? [option] : []));
  return [];
};

/**
 * GET /api/v1/partners/{id}/processes: the processes a partner offers us (the submit page's service: its partner
 * access check and its list), each with the fields of its case form.
 */
export async function listPartnerProcesses(
  deps: AppDeps,
  actor: Actor | null,
  partnerId: number,
): Promise<V1ProcessesAnswer> {
  const answer = await getPartnerDocuments(deps, actor, 'company', partnerId);
  return {
    partner: { id: answer.partner.company.id, name: answer.partner.company.name },
    processes: answer.documents.map((document) => {
      const sections: [RequirementSection, RequirementEntry[]][] = [
        ['common_customer_section', document.common_customer_section],
        ['contact_section', document.contact_section],
        ['problem_section', document.problem_section],
      ];
      return {
        id: document.id,
        name: document.name,
        type: document.version.document_type,
        acceptsCases: isFormDocument(document.version.document_type),
        supportHours: document.version.support_hours,
        productSupported: document.version.product_supported,
        formFields: sections.flatMap(([section, entries]) =>
          entries
            .filter((entry) => entry.requirement.type !== 'hidden' && entry.requirement.type !== 'copy')
            .map((entry) => ({
              key: customKey(entry.requirement_id),
              label: entry.requirement.label,
              type: entry.requirement.type,
              required: entry.required,
              section,
              group: entry.group,
              options:
                entry.requirement.type === 'tierselect'
                  ? tierOptions(entry.options).map((tier) => tier.value)
                  : choicesOf(entry.options),
              tiers: tierOptions(entry.options).map((tier) => ({
                value: tier.value,
                subOptions: tier.sub_options,
                linkedRequired: tier.linked_required,
              })),
            })),
        ),
      };
    }),
  };
}

/** v1's name of each standard field of the web's case form, for the 422's field map. */
const v1Field: Record<string, string> = {
  first_name: 'engineer.firstName',
  last_name: 'engineer.lastName',
  email: 'engineer.email',
  phone_number: 'engineer.phone',
  phone_country_code: 'engineer.phoneCountryCode',
  internal_case_number: 'internalCaseNumber',
  problem_summary: 'summary',
  problem_description: 'description',
  case_priority: 'priority',
  collaborate_entity: 'partner',
};

/**
 * POST /api/v1/partners/{id}/processes/{processId}/cases: the case form's submission through the submit page's
 * service (its checks, its Idempotency-Key record, the one case writer); answers the case in v1's names.
 */
export async function submitCaseV1(
  deps: AppDeps,
  actor: Actor | null,
  partnerId: number,
  processId: number,
  body: V1SubmitBody,
  idempotencyKey: string | undefined,
): Promise<{ case: V1Case }> {
  // A tierselect's answer in the web form's names; every other value as sent.
  const fields = Object.fromEntries(
    Object.entries(body.fields).map(([key, value]) => [
      key,
      typeof value === 'object'
        ? {
            value: value.value,
            ...(value.subOption === undefined ? {} : { sub_option: value.subOption }),
            ...(value.linked === undefined ? {} : { linked: value.linked }),
          }
        : value,
    ]),
  );
  const webBody: CollaborateBody = {
    ...fields,
    first_name: body.engineer.firstName,
    last_name: body.engineer.lastName,
    email: body.engineer.email,
    ...(body.engineer.phone === undefined ? {} : { phone_number: body.engineer.phone }),
    ...(body.engineer.phoneCountryCode === undefined ? {} : { phone_country_code: body.engineer.phoneCountryCode }),
    internal_case_number: body.internalCaseNumber,
    problem_summary: body.summary,
    problem_description: body.description,
    case_priority: body.priority,
    update_profile: false,
    collaborate_type: 'company',
    collaborate_entity: partnerId,
    sample_submission: false,
  };
  try {
    const answer = await submitCase(deps, actor, processId, webBody, idempotencyKey);
    return { case: toV1Case(await getCaseDetails(deps, actor, answer.case.token)) };
  } catch (error) {
    if (!(error instanceof AppError) || error.fields === undefined) throw error;
    const fields = Object.fromEntries(
      Object.entries(error.fields).map(([field, messages]) => [v1Field[field] ?? `fields.${field}`, messages]),
    );
    throw new AppError(error.code, error.message, fields);
  }
}
