import { useState } from 'react';
import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import {
  MANAGER_RESPONSE_SENT_MESSAGE,
  managerResponseBody,
  type ManagerRequestAnswer,
  type ManagerResponse,
} from '@casebridge/contract/manager-requests';
import { QueryBoundary } from '@/components/query-boundary';
import { formatCaseDate } from '@/lib/date-format';
import { phoneText } from '@/lib/phone';
import { SchemaForm, useSchemaForm } from '@/lib/schema-form';
import { PhoneWithCountryCode } from '@/components/phone-with-country-code';
import { useCountries } from '@/lib/countries';
import { useManagerRequest, useRespondToManagerRequest } from '../api/manager-request';

const Detail = ({ label, value }: { label: string; value: string | null }) => (
  <div>
    <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
      {label}
    </Text>
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {value === null || value === '' ? '—' : value}
    </Text>
  </div>
);

const RequestDetails = ({ request }: { request: ManagerRequestAnswer }) => (
  <Card withBorder padding="lg" component="section" aria-labelledby="escalation-request">
    <Title order={2} size="h4" id="escalation-request" mb="sm">
      Escalation request from {request.submitting_company}
    </Title>
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Detail label="Sent to" value={request.receiving_company} />
      <Detail label="Sent (UTC)" value={formatCaseDate(request.created_at)} />
      <Detail label="Their reference" value={request.internal_reference} />
      <Detail label="Your case" value={request.vendor_reference} />
      <Detail label="Contact" value={`${request.first_name} ${request.last_name}`} />
      <Detail label="Email" value={request.email} />
      <Detail label="Phone" value={request.phone} />
      <Detail label="Escalation type" value={request.escalation_type} />
    </SimpleGrid>
    <Stack gap="sm" mt="sm">
      <Detail label="Business impact" value={request.business_impact} />
      {request.notes ? <Detail label="Notes" value={request.notes} /> : null}
    </Stack>
  </Card>
);

const EarlierResponse = ({ response }: { response: ManagerResponse }) => (
  <Card withBorder padding="lg" component="section" aria-labelledby="manager-answer">
    <Title order={2} size="h4" id="manager-answer" mb="sm">
      Response
    </Title>
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Detail label="Manager" value={`${response.first_name} ${response.last_name}`} />
      <Detail label="Answered (UTC)" value={formatCaseDate(response.created_at)} />
      <Detail label="Email" value={response.email} />
      <Detail label="Phone" value={phoneText(response.phone, response.phone_country_code)} />
      <Detail label="Internal reference" value={response.internal_reference} />
      <Detail label="Escalation type" value={response.escalation_type} />
    </SimpleGrid>
    <Stack mt="sm">
      <Detail label="Notes" value={response.notes} />
    </Stack>
  </Card>
);

const ResponseForm = ({ token, onSent }: { token: string; onSent: () => void }) => {
  const respond = useRespondToManagerRequest(token);
  const countries = useCountries();
  const { form, formProps } = useSchemaForm({
    schema: managerResponseBody,
    initialValues: {
      first_name: '',
      last_name: '',
      email: '',
      phone: '',
      phone_country_code: 'US',
      internal_reference: '',
      escalation_type: '',
      notes: '',
    },
    onSubmit: async (body) => {
      await respond.mutateAsync(body);
      onSent();
    },
    withLoader: true,
  });
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="respond-heading">
      <Title order={2} size="h4" id="respond-heading" mb="sm">
        Your response
      </Title>
      <SchemaForm {...formProps} aria-label="Manager response">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="First name" required autoComplete="given-name" {...form.getInputProps('first_name')} />
            <TextInput label="Last name" required autoComplete="family-name" {...form.getInputProps('last_name')} />
            <TextInput label="Email" type="email" required autoComplete="email" {...form.getInputProps('email')} />
            <PhoneWithCountryCode
              countries={countries.data ?? []}
              code={form.getInputProps('phone_country_code')}
              phone={form.getInputProps('phone')}
            />
            <TextInput label="Internal reference" {...form.getInputProps('internal_reference')} />
            <TextInput label="Escalation type" {...form.getInputProps('escalation_type')} />
          </SimpleGrid>
          <Textarea label="Notes" required autosize minRows={4} {...form.getInputProps('notes')} />
          <Group justify="flex-end">
            <Button type="submit" loading={respond.isPending}>
              Send response
            </Button>
          </Group>
        </Stack>
      </SchemaForm>
    </Card>
  );
};

/**
 * manager.response (/manager/response/{token}, C-034..C-036): the escalation request, then the form, or the earlier
 * response instead once the request has one. Public: the emailed link is the credential.
 */
export const ManagerResponsePage = ({ token }: { token: string }) => {
  const request = useManagerRequest(token);
  const [sent, setSent] = useState(false);
  return (
    <Stack maw={880} mx="auto" gap="md">
      <Title order={1}>Critical escalation request</Title>
      {sent ? (
        <Alert color="green" variant="light" role="status">
          {MANAGER_RESPONSE_SENT_MESSAGE}
        </Alert>
      ) : null}
      <QueryBoundary query={request}>
        {(answer) => (
          <Stack gap="md">
            <RequestDetails request={answer} />
            {answer.responses[0] ? (
              <EarlierResponse response={answer.responses[0]} />
            ) : (
              <ResponseForm
                token={token}
                onSent={() => {
                  setSent(true);
                }}
              />
            )}
          </Stack>
        )}
      </QueryBoundary>
    </Stack>
  );
};
