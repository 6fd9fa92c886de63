import { Link } from 'react-router';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { QueryBoundary } from '@/components/query-boundary';
import { StatusBadge } from '@/components/status-badge';
import { pathTo } from '@/config/paths';
import { usePartyCase } from '../api/get-party-case';
import { CaseActivity } from './case-activity';
import { CaseOverview } from './case-overview';
import { statusBlockTitles } from './case-status-block';
import { ResponseFields } from './response-fields';
import { EscalationInstructions } from './escalation-instructions';

/**
 * case response view (/case/{link}/response, C-066, X-024): where the decision email leads the submitter: the
 * receiver's response, the case and the process's escalation instructions.
 */
export const ResponseViewPage = ({ link }: { link: string }) => {
  const query = usePartyCase(link);
  return (
    <Stack gap="lg" maw={960} mx="auto">
      <Title order={1}>Case Response</Title>
      <QueryBoundary query={query} failedLevel="warning" skeletonRows={8}>
        {(answer) => {
          const instructions = answer.case.document.version.escalation_instructions;
          const next = answer.can_respond
            ? answer.party === 'submitter'
              ? { to: pathTo('case-provide-information', { token: link }), label: 'Provide Information' }
              : { to: pathTo('case-response', { token: link }), label: 'Respond to Case' }
            : null;
          return (
            <Stack gap="lg">
              <Paper withBorder p="md" radius="md" component="section" aria-labelledby="response-title">
                <Stack gap="sm">
                  <Group justify="space-between" gap="xs">
                    <Title order={2} size="h4" id="response-title">
                      {statusBlockTitles[answer.case.status]}
                    </Title>
                    <StatusBadge status={answer.case.status} />
                  </Group>
                  {answer.response === null ? (
                    <Text size="sm">No response from {answer.receiver.name} yet.</Text>
                  ) : (
                    <ResponseFields response={answer.response} />
                  )}
                  {next === null ? null : (
                    <div>
                      <Button component={Link} to={next.to}>
                        {next.label}
                      </Button>
                    </div>
                  )}
                </Stack>
              </Paper>
              <EscalationInstructions html={instructions} networkCaseNumber={answer.case.network_case_number} />
              <CaseOverview c={answer.case} waiting={answer.waiting_on} party={answer.party} />
              <CaseActivity source={{ via: 'link', link }} />
            </Stack>
          );
        }}
      </QueryBoundary>
    </Stack>
  );
};
