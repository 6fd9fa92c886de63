import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Divider, Group, Stack, Switch, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  collaborateBody,
  type CollaborateAnswer,
  type ContactDocument,
  type DbSelectOptionsAnswer,
  type PartnerDocumentsAnswer,
  submitCaseHelpFlags,
  type RequirementEntry,
} from '@casebridge/contract/case-submission';
import { SchemaForm, useSchemaForm } from '@/lib/schema-form';
import { useCollaborate } from '../api/collaborate';
import { dbSelectOptionsQueryKey } from '../api/get-db-select-options';
import { clearDraft, restoreDraft, saveDraft, type DraftScope } from '../utils/case-draft';
import {
  guessTimeZone,
  initialCaseValues,
  toCollaborateBody,
  withSampleValues,
  type EngineerDefaults,
} from '../utils/case-form-values';
import { dbSelectSourceSchema } from '@casebridge/contract/case-submission';
import { CaseDetailFields, EngineerFields } from './case-fields';
import { FormSection, RequirementSections } from './requirement-sections';
import { SampleNotice } from './sample-notice';
import { useSampleMode } from './sample-mode';

type Props = {
  document: ContactDocument;
  answer: PartnerDocumentsAnswer;
  user: EngineerDefaults;
  onSent: (sent: CollaborateAnswer, profileUpdated: boolean) => void;
};

/**
 * The standard form (C-013..C-029): the engineer block, the case, then the customer, contact and problem sections
 * built from the document's requirements. What is typed is kept as a draft in this tab until the case is sent, and
 * a refused submission keeps every value with each field's message under it.
 */
export const CaseForm = ({ document, answer, user, onSent }: Props) => {
  const queryClient = useQueryClient();
  const sample = useSampleMode();
  const send = useCollaborate(document.id);
  const scope: DraftScope = useMemo(
    () => ({
      documentId: document.id,
      entityKey: `${answer.partner.type}-${String(answer.partner.department?.id ?? answer.partner.company.id)}`,
    }),
    [document.id, answer.partner],
  );
  const [initialValues] = useState(() =>
    restoreDraft(
      scope,
      initialCaseValues({
        document,
        partner: answer.partner,
        priorityLocked: answer.priority_messages.locked,
        user,
        timeZone: guessTimeZone(),
      }),
    ),
  );
  const { form, formProps } = useSchemaForm({
    schema: collaborateBody,
    initialValues,
    onSubmit: async (body) => {
      const sent = await send.mutateAsync(toCollaborateBody(body));
      clearDraft(scope);
      onSent(sent, body.update_profile);
    },
    withLoader: true,
  });
  const values = form.getValues();

  useEffect(() => {
    if (sample) return;
    const timer = setTimeout(() => {
      saveDraft(scope, values);
    }, 300);
    return () => {
      clearTimeout(timer);
    };
  }, [sample, scope, values]);

  const errorCount = Object.keys(form.errors).length;
  const receiver = answer.partner.department
    ? `${answer.partner.company.name} | ${answer.partner.department.name}`
    : answer.partner.company.name;

  const firstDbOption = (entry: RequirementEntry): string | undefined => {
    const source = dbSelectSourceSchema.safeParse(entry.options);
    if (!source.success) return undefined;
    const options = queryClient.getQueryData<DbSelectOptionsAnswer>(dbSelectOptionsQueryKey(source.data));
    return Object.keys(options ?? {})[0];
  };

  return (
    <SchemaForm {...formProps} aria-label={`Case for ${receiver}`}>
      <Stack gap="md">
        <FormSection title="Your contact details" help={submitCaseHelpFlags.engineerContact}>
          <EngineerFields form={form} />
        </FormSection>
        <FormSection title="Case">
          <CaseDetailFields form={form} priority={answer.priority_messages} />
        </FormSection>
        <RequirementSections
          customerTitle={document.version.common_customer_section_title}
          sections={document}
          form={form}
        />
        <Divider />
        <Switch
          label="Sample submission"
          description="Fills the empty fields with test values; the case is marked as a sample."
          checked={values.sample_submission === true}
          onChange={(event) => {
            if (event.currentTarget.checked)
              form.setValues(withSampleValues(document, form.getValues(), firstDbOption));
            else form.setFieldValue('sample_submission', false);
          }}
        />
        {errorCount > 0 ? (
          <Alert color="red" variant="light" role="alert">
            {errorCount === 1 ? 'One field needs' : `${String(errorCount)} fields need`} your attention; the message is
            under each one. Nothing was sent.
          </Alert>
        ) : null}
        <Group justify="space-between" align="center">
          {sample ? (
            <SampleNotice />
          ) : (
            <Text size="sm" c="dimmed">
              The case goes to {receiver} by email at once.
            </Text>
          )}
          <Button type="submit" size="md" loading={send.isPending} disabled={sample}>
            Send case to {answer.partner.company.name}
          </Button>
        </Group>
      </Stack>
    </SchemaForm>
  );
};
