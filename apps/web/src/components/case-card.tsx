import { Link } from 'react-router';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { CasePriority, CaseStatus } from '@casebridge/contract/enums';
import type { CameFrom } from '@/lib/came-from';
import { DateTime } from './date-time';
import { NetworkCaseNumber } from './network-case-number';
import { PriorityBadge } from './priority-badge';
import { StatusBadge } from './status-badge';
import { WaitingOnUsBadge } from './waiting-on-us-badge';

/**
 * A case of a list on a phone's width (issue 24 §5): its title linking to it, the partner, status and priority, and
 * when it last changed, instead of a table row that scrolls sideways.
 */
export const CaseCard = ({
  to,
  state,
  title,
  networkCaseNumber,
  caseNumber,
  partner,
  status,
  priority,
  updatedAt,
  waitingOnUs,
}: {
  to: string;
  state: { cameFrom: CameFrom };
  title: string;
  networkCaseNumber: string;
  caseNumber: string | null;
  partner: string;
  status: CaseStatus;
  priority: CasePriority;
  updatedAt: string;
  waitingOnUs: boolean;
}) => (
  <Paper withBorder p="sm" radius="md">
    <Stack gap={6}>
      <Anchor component={Link} to={to} state={state} fw={600} size="sm">
        {title}
      </Anchor>
      <Text size="sm" c="dimmed">
        <NetworkCaseNumber value={networkCaseNumber} /> ·{' '}
        {caseNumber === null ? partner : `#${caseNumber} · ${partner}`}
      </Text>
      <Group gap="xs">
        <StatusBadge status={status} />
        <PriorityBadge priority={priority} />
        {waitingOnUs ? <WaitingOnUsBadge /> : null}
      </Group>
      <Text size="xs" c="dimmed">
        Updated <DateTime iso={updatedAt} />
      </Text>
    </Stack>
  </Paper>
);
