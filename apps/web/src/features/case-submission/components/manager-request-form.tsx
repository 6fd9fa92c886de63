import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { PhoneInput } from '@/components/phone-input';
import {
  DEFAULT_PHONE_COUNTRY,
  type ContactDocument,
  type PartnerDocumentsAnswer,
} from '@casebridge/contract/case-submission';
import { managerRequestBody } from '@casebridge/contract/manager-requests';
import { SchemaForm, useSchemaForm } from '@/lib/schema-form';
import { useCreateManagerRequest } from '../api/create-manager-request';
import type { EngineerDefaults } from '../utils/case-form-values';
import { PhoneCountrySelect } from './case-fields';
import type { SentSummary } from './request-sent';
import { SampleNotice } from './sample-notice';
import { useSampleMode } from './sample-mode';

/** The kinds of escalation offered (the spec leaves them open; the demo network's requests are critical). */
const escalationTypes = [
  { value: 'critical', label: 'Critical: production down or data at risk' },
  { value: 'high', label: 'High: serious business impact' },
];

type Props = {
  document: ContactDocument;
  answer: PartnerDocumentsAnswer;
  user: EngineerDefaults;
  onSent: (sent: SentSummary, profileUpdated: boolean) => void;
};

/**
 * C-032: the manager request form of a manager-type process: who you are (saved to your profile unless unticked),
 * your and the partner's case references, the business impact, the kind of escalation and notes.
 */
export const ManagerRequestForm = ({ document, answer, user, onSent }: Props) => {
  const send = useCreateManagerRequest();
  const sample = useSampleMode();
  const company = answer.partner.company;
  const { form, formProps } = useSchemaForm({
    schema: managerRequestBody,
    initialValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      phone: user.phone ?? '',
      phone_country_code: user.phone_country_code || DEFAULT_PHONE_COUNTRY,
      internal_reference: '',
      vendor_reference: '',
      business_impact: '',
      escalation_type: 'critical',
      update_profile: true,
      notes: '',
      company: company.name,
      receive_company_id: company.id,
      contact_document_id: document.id,
    },
    onSubmit: async (body) => {
      const sent = await send.mutateAsync(body);
      onSent(
        {
          message: sent.message,
          receiver: company.name,
          department: null,
          internalCaseNumber: body.internal_reference,
          summary: null,
          priority: null,
          isSample: false,
          caseToken: sent.case_token,
          networkCaseNumber: sent.network_case_number,
          escalationInstructions: sent.escalation_instructions,
        },
        body.update_profile,
      );
    },
    withLoader: true,
  });
  return (
    <SchemaForm {...formProps} aria-label={`Manager request to ${company.name}`}>
      <Stack gap="md">
        <Paper withBorder p="md" radius="md" component="section" aria-label="Your contact details">
          <Title order={2} size="h4" mb="sm">
            Your contact details
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="First name" required maxLength={100} {...form.getInputProps('first_name')} />
            <TextInput label="Last name" required maxLength={100} {...form.getInputProps('last_name')} />
            <TextInput label="Email" type="email" required maxLength={255} {...form.getInputProps('email')} />
            <Group gap="xs" align="flex-start" wrap="nowrap">
              <PhoneCountrySelect {...form.getInputProps('phone_country_code')} />
              <PhoneInput placeholder="(Optional)" autoComplete="off" {...form.getInputProps('phone')} />
            </Group>
          </SimpleGrid>
          <Checkbox
            mt="sm"
            label="Save these contact details to my profile"
            {...form.getInputProps('update_profile', { type: 'checkbox' })}
          />
        </Paper>
        <Paper withBorder p="md" radius="md" component="section" aria-label="Escalation">
          <Title order={2} size="h4" mb="sm">
            Escalation
          </Title>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label="Your case number"
                required
                maxLength={100}
                {...form.getInputProps('internal_reference')}
              />
              <TextInput
                label={`${company.name} case number`}
                placeholder="(Optional)"
                maxLength={100}
                {...form.getInputProps('vendor_reference')}
              />
            </SimpleGrid>
            <NativeSelect
              label="Kind of escalation"
              required
              data={escalationTypes}
              {...form.getInputProps('escalation_type')}
            />
            <Textarea
              label="Business impact"
              description="Who is affected and how badly, since when"
              required
              autosize
              minRows={4}
              maxLength={5000}
              {...form.getInputProps('business_impact')}
            />
            <Textarea
              label="Notes"
              placeholder="(Optional)"
              autosize
              minRows={3}
              maxLength={5000}
              {...form.getInputProps('notes')}
            />
          </Stack>
        </Paper>
        <Group justify="space-between" align="center">
          {sample ? (
            <SampleNotice />
          ) : (
            <Text size="sm" c="dimmed">
              {company.name}&apos;s duty managers are emailed at once.
            </Text>
          )}
          <Button type="submit" size="md" color="red" loading={send.isPending} disabled={sample}>
            Send escalation request
          </Button>
        </Group>
      </Stack>
    </SchemaForm>
  );
};
