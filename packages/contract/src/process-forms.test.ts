import { describe, expect, it } from 'vitest';
import {
  COPY_TEXT_MESSAGE,
  FIELD_REPEATED_MESSAGE,
  FORM_FILE_FORMAT,
  GROUP_CHOICE_MESSAGE,
  GROUP_SELF_MESSAGE,
  LINKED_NOT_SUB_MESSAGE,
  NO_OPTIONS_MESSAGE,
  OPTION_REPEATED_MESSAGE,
  formFileSchema,
  processFormSchema,
  type FormFieldInput,
} from './process-forms.ts';
import type { RequirementType } from './enums.ts';

// Issue 25 (ADR 46): the one set of rules a form is judged by, in the designer, on import and on the server.

let nextId = 1;
const field = (type: RequirementType, settings: Partial<FormFieldInput> = {}): FormFieldInput => {
  const id = nextId++;
  return {
    requirement_id: id,
    section: 'problem_section',
    required: false,
    group: null,
    options: [],
    additional_settings: null,
    requirement: { id, type, label: `Field ${String(id)}`, code_label: null },
    ...settings,
  };
};

const errorsOf = (fields: FormFieldInput[]) => {
  const parsed = processFormSchema.safeParse({ fields });
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('a process form', () => {
  it('[issue 25] a well-formed form of groups, a tier tree and fixed values passes', () => {
    expect(
      errorsOf([
        field('groupselect', { options: ['A', 'B'], additional_settings: { groups: { A: ['a'] } } }),
        field('string', { group: 'a' }),
        field('tierselect', {
          options: [{ value: 'X', sub_options: ['x1'], linked_required: ['x1'] }],
          additional_settings: { linked_label: 'Detail' },
        }),
        field('copy', { options: 'KB-1' }),
        field('db_select', { options: { model: 'countries', foreign_key: 'country_code' } }),
      ]),
    ).toEqual({});
  });

  it('[issue 25] each type refuses the settings that cannot work', () => {
    const errors = errorsOf([
      field('select', { options: ['a', 'a'] }),
      field('tierselect', { options: [{ value: 'X', sub_options: ['x1'], linked_required: ['x2'] }] }),
      field('groupselect', { options: ['A'], additional_settings: { groups: { Z: ['z'] } } }),
      field('string', { group: 'z' }),
      field('copy'),
      field('integer', { options: ['1'] }),
      field('groupselect', { options: ['B'], group: 'b', additional_settings: { groups: { B: ['b'] } } }),
    ]);
    expect(errors).toMatchObject({
      'fields.0.options.1': OPTION_REPEATED_MESSAGE,
      'fields.1.options.0.linked_required.0': LINKED_NOT_SUB_MESSAGE,
      'fields.2.additional_settings.groups.Z': GROUP_CHOICE_MESSAGE,
      'fields.4.options': COPY_TEXT_MESSAGE,
      'fields.5.options': NO_OPTIONS_MESSAGE,
      'fields.6.group': GROUP_SELF_MESSAGE,
    });
  });

  it('[issue 25] a field placed twice is refused on its second place', () => {
    const once = field('string');
    expect(errorsOf([once, { ...once, section: 'contact_section' }])).toEqual({
      'fields.1.requirement_id': FIELD_REPEATED_MESSAGE,
    });
  });

  it('[issue 25] an imported file names its format and is checked like a form', () => {
    const wrong = formFileSchema.safeParse({ format: 'other', version: 1, fields: [] });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.message).toContain(FORM_FILE_FORMAT);
    const bad = formFileSchema.safeParse({ format: FORM_FILE_FORMAT, version: 1, fields: [field('hidden')] });
    expect(bad.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['fields.0.options']);
    expect(formFileSchema.safeParse({ format: FORM_FILE_FORMAT, version: 1, fields: [field('email')] }).success).toBe(
      true,
    );
  });
});
