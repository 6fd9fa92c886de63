import { Paper, Stack, Text, Title } from '@mantine/core';
import type { CaseResponse } from '@casebridge/contract/cases';
import type { ResponseType } from '@casebridge/contract/enums';
import { ResponseFields } from './response-fields';

export const responseTitles = {
  approval: 'Accepted',
  rejection: 'Rejected',
  'information-request': 'Information requested',
  'information-response': 'Information provided',
} as const satisfies Record<ResponseType, string>;

/** Every response of the case, oldest first: what each party has said so far. */
export const CaseHistory = ({ responses }: { responses: CaseResponse[] }) => (
  <Paper withBorder p="md" radius="md" component="section" aria-labelledby="case-history-title">
    <Title order={2} size="h4" id="case-history-title" mb="sm">
      Responses
    </Title>
    {responses.length === 0 ? (
      <Text size="sm" c="dimmed">
        No responses yet.
      </Text>
    ) : (
      <Stack gap="lg">
        {responses.map((response) => (
          <div key={response.id}>
            <Title order={3} size="h6" mb={4}>
              {responseTitles[response.type]}
            </Title>
            <ResponseFields response={response} />
          </div>
        ))}
      </Stack>
    )}
  </Paper>
);
