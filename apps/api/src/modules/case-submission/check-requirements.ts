import { z } from 'zod';
import {
  OTHER_CHOICE,
  activeGroups,
  allowsOther,
  customKey,
  isShown,
  needsLinked,
  parsePhone,
  formatPhone,
  requirementSectionOrder,
  selectChoices,
  tierOptions,
  tierSelectValueSchema,
  type CustomValue,
  type RequirementEntry,
  type TierSelectValue,
} from '@casebridge/contract/case-submission';
import { DEFAULT_PHONE_COUNTRY, PHONE_INVALID_MESSAGE } from '@casebridge/contract/case-submission';
import type { RequirementSection } from '@casebridge/contract/enums';
import type { NewCustomerData } from '../cases/case-status-writer.ts';
import type { FieldErrors } from '../../lib/app-error.ts';

/**
 * C-019..C-026, C-029: every requirement of the document's version checked against the submitted value on the
 * server, and the customer data rows of the case. Pure: the lists of db_select requirements are loaded first.
 */

export type PlacedEntry = { section: RequirementSection; entry: RequirementEntry };

export const REQUIRED_MESSAGE = 'This field is required.';
export const CHOICE_MESSAGE = 'Please choose one of the options.';
export const INTEGER_MESSAGE = 'Please enter a whole number.';
export const URL_MESSAGE = 'Please enter a valid URL starting with http:// or https://.';
export const EMAIL_MESSAGE = 'Please enter a valid email address.';
export const TIMEZONE_MESSAGE = 'Please choose a time zone.';
export const TEXT_MESSAGE = 'Please enter text.';
export const LIST_UNAVAILABLE_MESSAGE = 'The options of this field are not available; please contact the partner.';

const maxLength = { string: 255, text: 10000, url: 2048, email: 255, integer: 18, select: 255 } as const;
const tooLong = (max: number) => `At most ${String(max)} characters.`;

const emailCheck = z.email();

function isUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Zone names found valid so far: asking Intl costs more than the rest of a submission's checks together. */
const validTimeZones = new Set<string>();
const MAX_KEPT_TIME_ZONES = 2000;

function isTimeZone(text: string): boolean {
  if (text.length > 100) return false;
  if (validTimeZones.has(text)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: text });
  } catch {
    return false;
  }
  if (validTimeZones.size < MAX_KEPT_TIME_ZONES) validTimeZones.add(text);
  return true;
}

/** A typed value as text: strings trimmed, numbers (an integer input) written out; anything else is no text. */
function asText(value: CustomValue | undefined): string | undefined {
  if (value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  return undefined;
}

function asTier(value: CustomValue | undefined): TierSelectValue | undefined {
  if (value === undefined || value === '') return { value: '' };
  if (typeof value === 'string') return { value: value.trim() };
  const parsed = tierSelectValueSchema.safeParse(value);
  if (!parsed.success) return undefined;
  return {
    value: parsed.data.value.trim(),
    sub_option: parsed.data.sub_option?.trim(),
    linked: parsed.data.linked?.trim(),
  };
}

type Checked = { errors: [key: string, message: string][]; rows: { field: string; value: string }[] };

function checkText(entry: RequirementEntry, text: string, dbOptions: Map<string, string> | undefined): Checked {
  const { type, label } = entry.requirement;
  const error = (message: string): Checked => ({ errors: [[customKey(entry.requirement_id), message]], rows: [] });
  const row = (value: string): Checked => ({ errors: [], rows: value === '' ? [] : [{ field: label, value }] });
  switch (type) {
    case 'hidden':
    case 'copy':
      // The document fixes these values: what the form sends is not asked for.
      return row(typeof entry.options === 'string' ? entry.options.trim() : '');
    case 'string':
    case 'text':
      return text.length > maxLength[type] ? error(tooLong(maxLength[type])) : row(text);
    case 'integer':
      if (text === '') return row(text);
      return /^-?[0-9]{1,18}$/.test(text) ? row(text) : error(INTEGER_MESSAGE);
    case 'url':
      if (text === '') return row(text);
      if (text.length > maxLength.url) return error(tooLong(maxLength.url));
      return isUrl(text) ? row(text) : error(URL_MESSAGE);
    case 'email':
      if (text === '') return row(text);
      return text.length <= maxLength.email && emailCheck.safeParse(text).success ? row(text) : error(EMAIL_MESSAGE);
    case 'phone': {
      if (text === '') return row(text);
      const phone = parsePhone(text);
      return phone
        ? row(formatPhone(phone.country ?? DEFAULT_PHONE_COUNTRY, phone.number))
        : error(PHONE_INVALID_MESSAGE);
    }
    case 'select':
    case 'groupselect': {
      if (text === '') return row(text);
      if (selectChoices(entry.options).includes(text)) return row(text);
      // C-022: Other sends the text typed beside it.
      if (allowsOther(entry) && text !== OTHER_CHOICE)
        return text.length > maxLength.select ? error(tooLong(maxLength.select)) : row(text);
      return error(CHOICE_MESSAGE);
    }
    case 'db_select': {
      if (text === '') return row(text);
      if (!dbOptions) return error(LIST_UNAVAILABLE_MESSAGE);
      const optionLabel = dbOptions.get(text);
      return optionLabel === undefined ? error(CHOICE_MESSAGE) : row(optionLabel);
    }
    case 'timezone':
      if (text === '') return row(text);
      return isTimeZone(text) ? row(text) : error(TIMEZONE_MESSAGE);
    case 'tierselect':
      return error(CHOICE_MESSAGE);
  }
}

/** C-023: the main option among the tree, its sub-option among that option's, the linked field when it is asked for. */
function checkTier(entry: RequirementEntry, value: TierSelectValue): Checked {
  const key = customKey(entry.requirement_id);
  const { label } = entry.requirement;
  if (value.value === '') return { errors: entry.required ? [[key, REQUIRED_MESSAGE]] : [], rows: [] };
  const main = tierOptions(entry.options).find((option) => option.value === value.value);
  if (!main) return { errors: [[key, CHOICE_MESSAGE]], rows: [] };
  const errors: Checked['errors'] = [];
  const sub = value.sub_option ?? '';
  if (sub === '' && main.sub_options.length > 0 && entry.required) errors.push([`${key}.sub_option`, REQUIRED_MESSAGE]);
  if (sub !== '' && !main.sub_options.includes(sub)) errors.push([`${key}.sub_option`, CHOICE_MESSAGE]);
  const linked = needsLinked(entry.options, value) ? (value.linked ?? '') : '';
  if (needsLinked(entry.options, value) && linked === '') errors.push([`${key}.linked`, REQUIRED_MESSAGE]);
  const linkedLabel = entry.additional_settings?.linked_label ?? `${label} (detail)`;
  return {
    errors,
    rows: [
      { field: label, value: sub === '' ? main.value : `${main.value} / ${sub}` },
      ...(linked === '' ? [] : [{ field: linkedLabel, value: linked }]),
    ],
  };
}

function isEmpty(value: CustomValue | undefined): boolean {
  if (value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  return false;
}

/**
 * Checks each requirement the form showed (C-024: a requirement whose group is not active is neither shown nor
 * required nor stored) and answers the field map and the case's customer data rows, in section order.
 */
export function checkRequirements(
  placed: readonly PlacedEntry[],
  values: Record<string, CustomValue | undefined>,
  dbOptions: ReadonlyMap<number, Map<string, string> | undefined>,
): { errors: FieldErrors; customerData: NewCustomerData[] } {
  const active = activeGroups(
    placed.map((p) => p.entry),
    values,
  );
  const errors: FieldErrors = {};
  const customerData: NewCustomerData[] = [];
  const ordered = requirementSectionOrder.flatMap((section) => placed.filter((p) => p.section === section));
  for (const { section, entry } of ordered) {
    if (!isShown(entry, active)) continue;
    const key = customKey(entry.requirement_id);
    const value = values[key];
    const { type } = entry.requirement;
    let checked: Checked;
    if (type === 'tierselect') {
      const tier = asTier(value);
      checked = tier ? checkTier(entry, tier) : { errors: [[key, CHOICE_MESSAGE]], rows: [] };
    } else if (entry.required && type !== 'hidden' && type !== 'copy' && isEmpty(value)) {
      checked = { errors: [[key, REQUIRED_MESSAGE]], rows: [] };
    } else {
      const text = asText(value);
      checked =
        text === undefined
          ? { errors: [[key, TEXT_MESSAGE]], rows: [] }
          : checkText(entry, text, dbOptions.get(entry.requirement_id));
    }
    for (const [field, message] of checked.errors) (errors[field] ??= []).push(message);
    for (const row of checked.rows)
      customerData.push({
        requirementId: entry.requirement_id,
        section,
        field: row.field,
        value: row.value,
        type,
        sortOrder: customerData.length,
      });
  }
  return { errors, customerData };
}
