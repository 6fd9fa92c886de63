import { expect } from 'vitest';
import type { RequirementType } from '@casebridge/contract/enums';
import type { FormFieldInput, LibraryField } from '@casebridge/contract/process-forms';
import { bearer, type TestApp } from './test-app.ts';

// Issue 25: the process form tests' shared steps: a field made in the library by a super admin, and placed on a form.

/** A new field of the network's library, made through the console's route. */
export async function createLibraryField(
  t: TestApp,
  superAdmin: { token: string },
  type: RequirementType,
  label: string,
): Promise<LibraryField> {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/super_admin/requirements/0',
    headers: bearer(superAdmin.token),
    payload: { type, label, code_label: null, help_hint: 'Hint' },
  });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ field: LibraryField }>().field;
}

/** A library field placed on a form (the problem section, optional, no group), with the settings given. */
export const placeField = (field: LibraryField, settings: Partial<FormFieldInput> = {}): FormFieldInput => ({
  requirement_id: field.id,
  section: 'problem_section',
  required: false,
  group: null,
  options: [],
  additional_settings: null,
  requirement: { id: field.id, type: field.type, label: field.label, code_label: field.code_label },
  ...settings,
});
