import { useState } from 'react';
import { Alert, Button, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { isInformationAwaited } from '@casebridge/contract/case-status';
import { respondBody, type PartyCaseAnswer } from '@casebridge/contract/cases';
import { PageSkeleton } from '@/components/page-skeleton';
import { SchemaForm, useSchemaForm } from '@/lib/schema-form';
import { usePartyCase } from '../api/get-party-case';
import { useRespondToCase } from '../api/respond-to-case';
import { CaseActivity } from './case-activity';
import { CaseOverview } from './case-overview';
import { RESPONSE_SENT_MESSAGE } from './case-respond-page';
import { ResponseFields } from './response-fields';

/**
 * case-provide-information (/case/{link}/information, C-067..C-069): the submitter's emailed link. It shows what
 * the receiver asked for and takes the answer, sent with status information-reply. Once answered it is read-only
 * with the earlier answer; if it cannot load, the error stays in the page and the form is disabled.
 */
export const InformationPage = ({ link }: { link: string }) => {
  const query = usePartyCase(link);
  return (
    <Stack gap="lg" maw={960} mx="auto">
      <Title order={1}>Provide Information</Title>
      <InformationContent query={query} link={link} />
    </Stack>
  );
};

const InformationContent = ({ query, link }: { query: UseQueryResult<PartyCaseAnswer>; link: string }) => {
  if (query.isError) {
    return (
      <Stack gap="md">
        <Alert color="yellow" variant="light" role="alert">
          {query.error.message}
        </Alert>
        <InformationForm disabled link={link} />
      </Stack>
    );
  }
  if (query.data === undefined) return <PageSkeleton rows={6} />;
  return <InformationCase answer={query.data} link={link} />;
};

const InformationCase = ({ answer, link }: { answer: PartyCaseAnswer; link: string }) => {
  const [sent, setSent] = useState(false);
  const requests = answer.allResponses.filter((r) => r.type === 'information-request');
  const request = requests.at(-1);
  // The answer to the latest request, once given (C-068).
  const reply = isInformationAwaited(answer.allResponses)
    ? undefined
    : answer.allResponses.filter((r) => r.type === 'information-response').at(-1);
  const isSubmitter = answer.party === 'submitter';
  return (
    <Stack gap="lg">
      {sent ? (
        <Alert color="green" variant="light" role="status">
          {RESPONSE_SENT_MESSAGE}
        </Alert>
      ) : null}
      {request === undefined ? null : (
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="request-title">
          <Title order={2} size="h4" id="request-title" mb="sm">
            {answer.receiver.name} asks for more information
          </Title>
          <ResponseFields response={request} />
        </Paper>
      )}
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="answer-title">
        <Title order={2} size="h4" id="answer-title" mb="sm">
          Your answer
        </Title>
        {isSubmitter && answer.can_respond && !sent ? (
          <InformationForm
            link={link}
            onSent={() => {
              setSent(true);
            }}
          />
        ) : reply !== undefined ? (
          <Stack gap="xs">
            <Textarea
              label="Additional information"
              value={reply.additional_information ?? ''}
              readOnly
              variant="filled"
              autosize
              minRows={3}
            />
            {sent ? null : (
              <Text size="sm" c="dimmed">
                {answer.message ?? 'The information has already been sent for this request.'}
              </Text>
            )}
          </Stack>
        ) : (
          <Alert color="blue" variant="light" role="status">
            {isSubmitter
              ? answer.message
              : 'This link belongs to the receiving company; it cannot provide information.'}
          </Alert>
        )}
      </Paper>
      <CaseOverview c={answer.case} waiting={answer.waiting_on} party={answer.party} />
      <CaseActivity source={{ via: 'link', link }} />
    </Stack>
  );
};

const InformationForm = ({
  link,
  disabled = false,
  onSent,
}: {
  link: string;
  disabled?: boolean;
  onSent?: () => void;
}) => {
  const respond = useRespondToCase(link);
  const { form, formProps } = useSchemaForm({
    schema: respondBody,
    initialValues: { status: 'information-reply', additional_information: '' },
    onSubmit: async (body) => {
      await respond.mutateAsync(body);
      onSent?.();
    },
    withLoader: true,
  });
  return (
    <SchemaForm {...formProps} aria-label="Provide information">
      <fieldset disabled={disabled} style={{ border: 0, padding: 0, margin: 0 }}>
        <Stack gap="sm">
          <Textarea
            label="Additional information"
            required
            autosize
            minRows={4}
            disabled={disabled}
            {...form.getInputProps('additional_information')}
          />
          <div>
            <Button type="submit" loading={respond.isPending} disabled={disabled}>
              Send information
            </Button>
          </div>
        </Stack>
      </fieldset>
    </SchemaForm>
  );
};
