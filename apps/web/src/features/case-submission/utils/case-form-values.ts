import {
  DEFAULT_PHONE_COUNTRY,
  customKey,
  formatPhone,
  isValidPhoneNumber,
  needsLinked,
  selectChoices,
  tierOptions,
  type CollaborateBody,
  type CollaborateValues,
  type ContactDocument,
  type PartnerDocumentsAnswer,
  type RequirementEntry,
  type TierSelectValue,
} from '@casebridge/contract/case-submission';
import type { SessionUser } from '@casebridge/contract/auth';

/** The form's values: the payload's fields, custom_{id} included (C-028). */
export type CaseFormValues = CollaborateValues;

export type EngineerDefaults = Pick<SessionUser, 'first_name' | 'last_name' | 'email' | 'phone' | 'phone_country_code'>;
/** The signed-in user as the submit page reads it: the engineer block, and the role (C-005: managers edit notes). */
export type PageUser = EngineerDefaults & { role?: SessionUser['role'] };

/** Every requirement of the document, in the form's order: customer, contact, problem (C-019). */
export const documentEntries = (document: ContactDocument): RequirementEntry[] => [
  ...document.common_customer_section,
  ...document.contact_section,
  ...document.problem_section,
];

/** C-026: the browser's time zone, the default of a timezone requirement. */
export const guessTimeZone = (): string => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
};

const emptyTier: TierSelectValue = { value: '', sub_option: '', linked: '' };

/** The starting value of one requirement: the document's fixed text (hidden, copy), the browser's zone, or empty. */
export function initialRequirementValue(entry: RequirementEntry, timeZone: string): CaseFormValues[string] {
  switch (entry.requirement.type) {
    case 'hidden':
    case 'copy':
      return typeof entry.options === 'string' ? entry.options : '';
    case 'timezone':
      return timeZone;
    case 'tierselect':
      return { ...emptyTier };
    case 'integer':
    case 'phone':
    case 'select':
    case 'string':
    case 'text':
    case 'url':
    case 'email':
    case 'groupselect':
    case 'db_select':
      return '';
  }
}

/**
 * C-013, C-016, C-018, C-028: the engineer block prefilled from the signed-in user, the case fields empty (a
 * priority held at low starts at low), every requirement at its starting value, and the partner the page names.
 */
export function initialCaseValues(input: {
  document: ContactDocument;
  partner: PartnerDocumentsAnswer['partner'];
  priorityLocked: boolean;
  user: EngineerDefaults;
  timeZone: string;
}): CaseFormValues {
  const { document, partner, user } = input;
  const custom = Object.fromEntries(
    documentEntries(document).map((entry) => [
      customKey(entry.requirement_id),
      initialRequirementValue(entry, input.timeZone),
    ]),
  );
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone_number: user.phone ?? '',
    phone_country_code: user.phone_country_code || DEFAULT_PHONE_COUNTRY,
    update_profile: false,
    internal_case_number: '',
    problem_summary: '',
    problem_description: '',
    case_priority: input.priorityLocked ? 'low' : '',
    company_name: partner.company.name,
    ...(partner.department ? { department: partner.department.name } : {}),
    collaborate_type: partner.type,
    collaborate_entity: partner.department?.id ?? partner.company.id,
    sample_submission: false,
    force_required_fields: true,
    ...custom,
  };
}

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A test value of one requirement, for the sample submission (C-027); undefined where none fits. */
function sampleValue(entry: RequirementEntry, dbFirstKey: string | undefined): CaseFormValues[string] | undefined {
  const { type, label } = entry.requirement;
  switch (type) {
    case 'string':
      return `Sample ${label.toLowerCase()}`;
    case 'text':
      return `Sample ${label.toLowerCase()} for a test submission.`;
    case 'integer':
      return '1';
    case 'phone':
      return formatPhone(DEFAULT_PHONE_COUNTRY, '555 0100');
    case 'email':
      return 'sample@example.com';
    case 'url':
      return 'https://example.com/sample';
    case 'select':
    case 'groupselect':
      return selectChoices(entry.options)[0];
    case 'db_select':
      return dbFirstKey;
    case 'tierselect': {
      const main = tierOptions(entry.options)[0];
      if (!main) return undefined;
      const value: TierSelectValue = { value: main.value, sub_option: main.sub_options[0] ?? '', linked: '' };
      return needsLinked(entry.options, value) ? { ...value, linked: 'Sample' } : value;
    }
    case 'timezone':
    case 'hidden':
    case 'copy':
      return undefined;
  }
}

/**
 * C-027: a sample submission fills what is still empty with test values (what the user typed stays) and is sent
 * with sample_submission, so the case is stored as a sample.
 */
export function withSampleValues(
  document: ContactDocument,
  values: CaseFormValues,
  firstDbOption: (entry: RequirementEntry) => string | undefined,
): CaseFormValues {
  const filled: CaseFormValues = { ...values, sample_submission: true };
  const standard = {
    internal_case_number: 'SAMPLE-0001',
    problem_summary: 'Sample case submission',
    problem_description: 'A sample case sent to try this process. Please ignore it.',
  } as const;
  for (const [key, value] of Object.entries(standard)) if (isBlank(filled[key])) filled[key] = value;
  if (filled.case_priority === '' || filled.case_priority === undefined) filled.case_priority = 'low';
  for (const entry of documentEntries(document)) {
    const key = customKey(entry.requirement_id);
    const current = filled[key];
    const blank =
      entry.requirement.type === 'tierselect' ? typeof current !== 'object' || current.value === '' : isBlank(current);
    if (!blank) continue;
    const sample = sampleValue(entry, firstDbOption(entry));
    if (sample !== undefined) filled[key] = sample;
  }
  return filled;
}

/** C-014: the engineer phone is sent only when it is a valid number, as "country: number"; otherwise left out. */
export function toCollaborateBody(body: CollaborateBody): CollaborateBody {
  const { phone_number: phone, ...rest } = body;
  const country = body.phone_country_code ?? DEFAULT_PHONE_COUNTRY;
  if (phone === undefined || !isValidPhoneNumber(phone)) return rest;
  return { ...rest, phone_number: formatPhone(country, phone) };
}
