import { Badge } from '@mantine/core';
import { casePriorityLabels } from '@casebridge/contract/cases';
import type { CasePriority } from '@casebridge/contract/enums';
import { humanize } from './status-badge';

const colors = { high: 'red', medium: 'orange', low: 'gray' } as const satisfies Record<CasePriority, string>;

/**
 * "High - P1", "Medium - P2", "Low - P3" (document 2 §4), coloured as UI.md says; `plain`: the word alone, as the
 * dashboard's table shows it (D-026).
 */
export const PriorityBadge = ({ priority, plain = false }: { priority: CasePriority; plain?: boolean }) => (
  <Badge color={colors[priority]} variant="light" radius="sm" tt="none" data-priority={priority}>
    {plain ? humanize(priority) : casePriorityLabels[priority]}
  </Badge>
);
