import { useState } from 'react';
import { Alert, Paper, Stack, Title } from '@mantine/core';
import { QueryBoundary } from '@/components/query-boundary';
import { usePartyCase } from '../api/get-party-case';
import { useRespondToCase } from '../api/respond-to-case';
import { CaseActivity } from './case-activity';
import { CaseOverview } from './case-overview';
import { RespondForm, type ProposedEngineer } from './respond-form';

export const RESPONSE_SENT_MESSAGE = 'Your response has been sent.';

/**
 * case-response (/case/{link}/respond, C-059..C-064): the receiver's emailed link, also followed from the signed-in
 * case page (then `engineer` is the signed-in user). The form while the case takes a decision; after sending, the
 * confirmation and the fresh case without the form; otherwise the server's reason.
 */
export const CaseRespondPage = ({ link, engineer }: { link: string; engineer: ProposedEngineer | null }) => {
  const query = usePartyCase(link);
  const respond = useRespondToCase(link);
  const [sent, setSent] = useState(false);
  return (
    <Stack gap="lg" maw={960} mx="auto">
      <Title order={1}>Respond to Case</Title>
      <QueryBoundary query={query} failedLevel="warning" skeletonRows={8}>
        {(answer) => (
          <Stack gap="lg">
            {sent ? (
              <Alert color="green" variant="light" role="status">
                {RESPONSE_SENT_MESSAGE}
              </Alert>
            ) : null}
            <CaseOverview c={answer.case} waiting={answer.waiting_on} party={answer.party} />
            <CaseActivity source={{ via: 'link', link }} />
            {sent ? null : answer.party === 'receiver' && answer.can_respond ? (
              <Paper withBorder p="md" radius="md" component="section" aria-labelledby="respond-title">
                <Title order={2} size="h4" id="respond-title" mb="sm">
                  Your response
                </Title>
                <RespondForm
                  actions={answer.actions}
                  engineer={engineer}
                  pending={respond.isPending}
                  onSubmit={async (body) => {
                    await respond.mutateAsync(body);
                    setSent(true);
                  }}
                />
              </Paper>
            ) : (
              <Alert color="blue" variant="light" role="status">
                {answer.party === 'receiver'
                  ? answer.message
                  : 'This link belongs to the company that sent the case; it cannot respond to it.'}
              </Alert>
            )}
          </Stack>
        )}
      </QueryBoundary>
    </Stack>
  );
};
