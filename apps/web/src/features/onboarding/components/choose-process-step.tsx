import { Button, NativeSelect, Radio, Stack, Text, Title } from '@mantine/core';
import { registerExistingBody, type OnboardingState } from '@casebridge/contract/onboarding';
import { QueryBoundary } from '@/components/query-boundary';
import { SchemaForm, useSchemaForm } from '@/lib/schema-form';
import { useOnboardingDocuments, useSaveStep } from '../api/onboarding-api';
import { useWizard } from './use-wizard';

const ChooseProcessForm = ({
  state,
  documents,
}: {
  state: OnboardingState;
  documents: { id: number; name: string }[];
}) => {
  const wizard = useWizard(state);
  const save = useSaveStep(wizard.vhost, 'register/existing');
  const { form, formProps } = useSchemaForm({
    schema: registerExistingBody,
    initialValues: {
      session_token: wizard.token,
      version: wizard.version,
      document_id: documents[0]?.id ?? 0,
      user_access: 'open',
    },
    withLoader: true,
    onSubmit: async (body) => {
      await wizard.advance(await save.mutateAsync({ ...body, version: wizard.version }));
    },
  });
  const documentInput = form.getInputProps('document_id');
  return (
    <SchemaForm {...formProps} aria-label="Choose process">
      <Stack gap="md">
        <NativeSelect
          label="Process"
          required
          data={documents.map((document) => ({ value: String(document.id), label: document.name }))}
          {...documentInput}
          value={String(form.getValues().document_id)}
          onChange={(event) => {
            form.setFieldValue('document_id', Number(event.currentTarget.value));
          }}
        />
        <Radio.Group label="User access" {...form.getInputProps('user_access')}>
          <Stack gap={6} mt={6}>
            <Radio value="open" label="Open: every user of your company can work with the program's members" />
            <Radio value="restricted" label="Restricted: only the users you choose" />
          </Stack>
        </Radio.Group>
        <div>
          <Button type="submit" loading={save.isPending}>
            Register
          </Button>
        </div>
      </Stack>
    </SchemaForm>
  );
};

/** O-023: an existing member picks the process partners of the program reach it by, and the user access. */
export const ChooseProcessStep = ({ state }: { state: OnboardingState }) => {
  const companyId = state.company?.id ?? 0;
  const documents = useOnboardingDocuments(state.group.vhost, state.session.token, companyId);
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        Choose your process
      </Title>
      <QueryBoundary query={documents} skeletonRows={3}>
        {(answer) =>
          answer.documents.length === 0 ? (
            <Text size="sm">
              Your company has no process yet. Ask your business manager to create one under Admin, Inbound Process,
              then come back to this page.
            </Text>
          ) : (
            <ChooseProcessForm state={state} documents={answer.documents} />
          )
        }
      </QueryBoundary>
    </Stack>
  );
};
