import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { CaseParty } from '@casebridge/contract/case-status';
import type { CaseDetail, CaseWaitingOn } from '@casebridge/contract/cases';
import { CaseFacts } from './case-facts';
import { WaitingOn } from './waiting-on';

type Props = { c: CaseDetail; waiting: CaseWaitingOn; party: CaseParty };

/** The case on a token page: who sent it to whom, then its details with whom it waits on (C-059, C-066). */
export const CaseOverview = ({ c, waiting, party }: Props) => (
  <Paper withBorder p="md" radius="md" component="section" aria-labelledby="case-overview-title">
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h4" id="case-overview-title">
          Case from {c.company.name} to {c.receiver.name}
        </Title>
      </Group>
      <Text size="sm" c="dimmed">
        All timestamps are in UTC.
      </Text>
      <CaseFacts c={c} waitingOn={<WaitingOn waiting={waiting} viewer={party} />} />
    </Stack>
  </Paper>
);
