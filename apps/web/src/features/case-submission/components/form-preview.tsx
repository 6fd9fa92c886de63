import { useState } from 'react';
import { useForm } from '@mantine/form';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import {
  customKey,
  customValueSchema,
  type CustomValue,
  type RequirementEntry,
} from '@casebridge/contract/case-submission';
import { SAMPLE_FAILED_MESSAGE, type FormFieldInput } from '@casebridge/contract/process-forms';
import { ApiError } from '@/lib/api-client';
import { RequirementSections } from './requirement-sections';
import { guessTimeZone, initialRequirementValue, type CaseFormValues } from '../utils/case-form-values';

/** The server's sample check of the filled values against the draft (issue 25): nothing is written. */
export type SampleCheck = (values: Record<string, CustomValue>) => Promise<{ message: string }>;

/** A draft field as the submit page reads a requirement entry. */
const entryOf = (field: FormFieldInput): RequirementEntry => ({
  requirement_id: field.requirement_id,
  required: field.required,
  group: field.group ?? null,
  options: field.options,
  additional_settings: field.additional_settings ?? null,
  requirement: field.requirement,
});

type Outcome = { passed: boolean; message: string } | null;

/** The preview's values as the submission sends them: the custom fields that hold a value. */
const customValues = (values: CaseFormValues, entries: RequirementEntry[]): Record<string, CustomValue> =>
  Object.fromEntries(
    entries.flatMap((entry) => {
      const key = customKey(entry.requirement_id);
      const value = customValueSchema.safeParse((values as Record<string, unknown>)[key]);
      return value.success ? [[key, value.data]] : [];
    }),
  );

const PreviewForm = ({ fields, sample }: { fields: FormFieldInput[]; sample?: SampleCheck }) => {
  const entries = fields.map(entryOf);
  const timeZone = guessTimeZone();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [checking, setChecking] = useState(false);
  const form = useForm<CaseFormValues>({
    initialValues: Object.fromEntries(
      entries.map((entry) => [customKey(entry.requirement_id), initialRequirementValue(entry, timeZone)]),
    ) as CaseFormValues,
  });
  const inSection = (section: FormFieldInput['section']) =>
    fields.flatMap((field, index) => (field.section === section ? [entries[index] as RequirementEntry] : []));
  const trySample = async (check: SampleCheck) => {
    setChecking(true);
    setOutcome(null);
    form.clearErrors();
    try {
      const answer = await check(customValues(form.getValues(), entries));
      setOutcome({ passed: true, message: answer.message });
    } catch (error) {
      const errors = error instanceof ApiError ? (error.fieldErrors ?? {}) : {};
      // The values' messages go under their fields, as on the submit page; a draft's own error is the designer's.
      const onFields = Object.entries(errors).filter(([key]) => key.startsWith('custom_'));
      form.setErrors(Object.fromEntries(onFields.map(([key, messages]) => [key, messages[0]])));
      const draftError = Object.entries(errors).find(([key]) => key.startsWith('fields.'))?.[1][0];
      setOutcome({
        passed: false,
        message:
          draftError !== undefined
            ? `The draft itself needs a fix first (Save shows where): ${draftError}`
            : onFields.length > 0
              ? SAMPLE_FAILED_MESSAGE
              : error instanceof Error
                ? error.message
                : 'The sample could not be checked.',
      });
    } finally {
      setChecking(false);
    }
  };
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
      {sample ? (
        <Stack gap="xs">
          {outcome ? (
            <Alert
              color={outcome.passed ? 'green' : 'red'}
              variant="light"
              role={outcome.passed ? 'status' : 'alert'}
              title={outcome.passed ? 'Sample passes' : 'Sample refused'}
            >
              {outcome.message}
            </Alert>
          ) : null}
          <Group justify="space-between" align="center" wrap="wrap">
            <Text size="sm" c="dimmed">
              Fill the preview as a partner would; the server checks it against this draft. No case is created.
            </Text>
            <Button
              variant="default"
              loading={checking}
              onClick={() => {
                void trySample(sample);
              }}
            >
              Try a sample submission
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Stack>
  );
};

/**
 * Issue 25: the draft form as the submit page will show it, with the submit page's own components (the sections,
 * each requirement's input, groups shown by a choice, the tier tree's linked field), and where a sample check is
 * given, a sample submission against the draft. It starts over when the draft changes.
 */
export const FormPreview = ({ fields, sample }: { fields: FormFieldInput[]; sample?: SampleCheck }) =>
  fields.length === 0 ? (
    <Text size="sm" c="dimmed">
      The form has no fields yet: partners will fill in only the contact details and the case itself.
    </Text>
  ) : (
    <PreviewForm key={JSON.stringify(fields)} fields={fields} sample={sample} />
  );
