import { Badge } from '@mantine/core';

/** The case waits on the viewer's company: the server's waiting_on_us (partyToActNext), in words, not colour alone. */
export const WaitingOnUsBadge = () => (
  <Badge color="violet" variant="outline" radius="sm" tt="none" miw="max-content">
    Waiting on us
  </Badge>
);
