import { Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { z } from 'zod';
import { DEFAULT_PHONE_COUNTRY } from '@casebridge/contract/fields';
import { onboardingDocumentFields, type OnboardingState } from '@casebridge/contract/onboarding';
import { PhoneInput, phoneCountryCodes } from '@/components/phone-input';
import { withLoader } from '@/lib/loader';
import { SchemaForm, useSchemaForm } from '@/lib/schema-form';
import { useSaveStep } from '../api/onboarding-api';
import { useWizard } from './use-wizard';

const processForm = z.object({ document: onboardingDocumentFields });

/**
 * O-022, O-010: the new member's process: how partners reach its support. Submit sends the registration (field
 * errors keyed document.* land under their inputs); 'Save and finish later' keeps the draft.
 */
export const ProcessStep = ({ state }: { state: OnboardingState }) => {
  const wizard = useWizard(state);
  const save = useSaveStep(wizard.vhost, 'register');
  const document = state.session.data.document ?? {};
  const { form, formProps } = useSchemaForm({
    schema: processForm,
    initialValues: {
      document: {
        support_hours: document.support_hours ?? '7/24/365',
        product_supported: document.product_supported ?? '',
        support_email: document.support_email ?? '',
        support_phone: document.support_phone ?? '',
        support_country_code: document.support_country_code ?? DEFAULT_PHONE_COUNTRY,
        manager_first_name: document.manager_first_name ?? '',
        manager_last_name: document.manager_last_name ?? '',
        manager_email: document.manager_email ?? '',
        escalation_instructions: document.escalation_instructions ?? '',
      },
    },
    withLoader: true,
    onSubmit: async (body) => {
      const answer = await save.mutateAsync({ session_token: wizard.token, version: wizard.version, ...body });
      await wizard.advance(answer);
    },
  });

  const saveForLater = () =>
    withLoader(async () => {
      wizard.saved(
        await save.mutateAsync({
          session_token: wizard.token,
          version: wizard.version,
          document: form.getValues().document,
          save_for_later: true,
        }),
      );
    }).catch(() => undefined);

  return (
    <SchemaForm {...formProps} aria-label="Process">
      <Stack gap="md">
        <Title order={2} size="h4">
          Your support process
        </Title>
        <Text size="sm" c="dimmed">
          Partners reach your support team with these details once your membership is approved.
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="Support hours" required {...form.getInputProps('document.support_hours')} />
          <TextInput label="Products supported" required {...form.getInputProps('document.product_supported')} />
        </SimpleGrid>
        <TextInput label="Support email" type="email" required {...form.getInputProps('document.support_email')} />
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <NativeSelect
            label="Country code"
            w={110}
            data={phoneCountryCodes(state.countries)}
            {...form.getInputProps('document.support_country_code')}
          />
          <PhoneInput label="Support phone" {...form.getInputProps('document.support_phone')} />
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="Support manager first name"
            required
            {...form.getInputProps('document.manager_first_name')}
          />
          <TextInput label="Support manager last name" required {...form.getInputProps('document.manager_last_name')} />
        </SimpleGrid>
        <TextInput
          label="Support manager email"
          type="email"
          required
          {...form.getInputProps('document.manager_email')}
        />
        <Textarea
          label="Escalation instructions"
          autosize
          minRows={3}
          {...form.getInputProps('document.escalation_instructions')}
        />
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            Submit registration
          </Button>
          <Button variant="default" onClick={() => void saveForLater()} disabled={save.isPending}>
            Save and finish later
          </Button>
        </Group>
      </Stack>
    </SchemaForm>
  );
};
