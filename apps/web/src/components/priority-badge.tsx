import { Badge } from '@mantine/core';
import { casePriorityLabels } from '@casebridge/contract/cases';
import type { CasePriority } from '@casebridge/contract/enums';

const colors = { high: 'red', medium: 'orange', low: 'gray' } as const satisfies Record<CasePriority, string>;

/**
 * "High - P1", "Medium - P2", "Low - P3" (document 2 §4), coloured as UI.md says: the one way a priority is written,
 * on every page (issue 24: not "High" nor "Priority 1").
 */
export const PriorityBadge = ({ priority }: { priority: CasePriority }) => (
  <Badge color={colors[priority]} variant="light" radius="sm" tt="none" miw="max-content" data-priority={priority}>
    {casePriorityLabels[priority]}
  </Badge>
);
