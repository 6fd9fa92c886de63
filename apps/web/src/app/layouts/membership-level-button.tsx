import { Button } from '@mantine/core';
import type { MembershipType } from '@casebridge/contract/enums';
import { membershipInfoLink, membershipLevelLabel } from '@/config/links';

/** the company's membership level, linking to that level's information page. */
export const MembershipLevelButton = ({ level }: { level: MembershipType }) => (
  <Button
    component="a"
    href={membershipInfoLink(level)}
    target="_blank"
    rel="noopener noreferrer"
    variant="light"
    size="compact-sm"
    data-testid="membership-level"
  >
    {membershipLevelLabel(level)}
  </Button>
);
