import { useForm } from '@mantine/form';
import { Stack, Text } from '@mantine/core';
import { customKey, type RequirementEntry } from '@casebridge/contract/case-submission';
import type { FormFieldInput } from '@casebridge/contract/process-forms';
import { RequirementSections } from './requirement-sections';
import { guessTimeZone, initialRequirementValue, type CaseFormValues } from '../utils/case-form-values';

/** A draft field as the submit page reads a requirement entry. */
const entryOf = (field: FormFieldInput): RequirementEntry => ({
  requirement_id: field.requirement_id,
  required: field.required,
  group: field.group ?? null,
  options: field.options,
  additional_settings: field.additional_settings ?? null,
  requirement: field.requirement,
});

const PreviewForm = ({ fields }: { fields: FormFieldInput[] }) => {
  const entries = fields.map(entryOf);
  const timeZone = guessTimeZone();
  const form = useForm<CaseFormValues>({
    initialValues: Object.fromEntries(
      entries.map((entry) => [customKey(entry.requirement_id), initialRequirementValue(entry, timeZone)]),
    ) as CaseFormValues,
  });
  const inSection = (section: FormFieldInput['section']) =>
    fields.flatMap((field, index) => (field.section === section ? [entries[index] as RequirementEntry] : []));
  return (
    <Stack gap="md">
      <RequirementSections
        customerTitle={null}
        sections={{
          common_customer_section: inSection('common_customer_section'),
          contact_section: inSection('contact_section'),
          problem_section: inSection('problem_section'),
        }}
        form={form}
      />
    </Stack>
  );
};

/**
 * Issue 25: the draft form as the submit page will show it, with the submit page's own components (the sections,
 * each requirement's input, groups shown by a choice, the tier tree's linked field). It starts over when the draft
 * changes.
 */
export const FormPreview = ({ fields }: { fields: FormFieldInput[] }) =>
  fields.length === 0 ? (
    <Text size="sm" c="dimmed">
      The form has no fields yet: partners will fill in only the contact details and the case itself.
    </Text>
  ) : (
    <PreviewForm key={JSON.stringify(fields)} fields={fields} />
  );
