import { Button } from '@mantine/core';
import type { MembershipType } from '@casebridge/contract/enums';
import { membershipInfoLink } from '@/config/links';

const levelLabel = (level: MembershipType): string =>
  level
    .split(' ')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

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
    {levelLabel(level)} Member
  </Button>
);
