import { Badge, Group } from '@mantine/core';
import type { CaseStatus } from '@casebridge/contract/enums';
import { StatusBadge } from './status-badge';

/** The case waits on the viewer's company: the server's waiting_on_us (partyToActNext), in words, not colour alone. */
export const WaitingOnUsBadge = () => (
  <Badge color="violet" variant="outline" radius="sm" tt="none" miw="max-content">
    Waiting on us
  </Badge>
);

/** A case list's Status cell: the status, and beside it whether the case waits on the viewer's company. */
export const CaseStatusCell = ({ status, waitingOnUs }: { status: CaseStatus; waitingOnUs: boolean }) => (
  <Group gap={4} wrap="nowrap">
    <StatusBadge status={status} />
    {waitingOnUs ? <WaitingOnUsBadge /> : null}
  </Group>
);
