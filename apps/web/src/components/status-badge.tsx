import { Badge } from '@mantine/core';
import type { CaseStatus } from '@casebridge/contract/enums';

const colors = {
  open: 'blue',
  information: 'yellow',
  accepted: 'green',
  rejected: 'red',
  closed: 'gray',
} as const satisfies Record<CaseStatus, string>;

/** "in_progress" → "In progress": underscores as spaces, the first letter capitalised (document 2 §2 Dashboard). */
export const humanize = (value: string): string => {
  const words = value.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * A case status, the same everywhere and never by colour alone (UI.md): the word is always written, whole (a narrow
 * table column does not cut it short).
 */
export const StatusBadge = ({ status }: { status: CaseStatus }) => (
  <Badge color={colors[status]} variant="light" radius="sm" tt="none" miw="max-content" data-status={status}>
    {humanize(status)}
  </Badge>
);

/** An active or inactive record (a department, a group), in words and colour. */
export const ActiveStatusBadge = ({ status }: { status: 'active' | 'inactive' }) => (
  <Badge color={status === 'active' ? 'green' : 'gray'} variant="light" radius="sm" tt="none">
    {status === 'active' ? 'Active' : 'Inactive'}
  </Badge>
);
