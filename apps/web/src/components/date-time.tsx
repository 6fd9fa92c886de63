import { Tooltip } from '@mantine/core';
import { formatCaseDate, formatRelative } from '@/lib/date-format';

/** a case time as MM/DD/YY hh:mm am/pm in UTC, with the relative time ("3 hours ago") in a tooltip (UI.md). */
export const DateTime = ({ iso }: { iso: string }) => (
  <Tooltip label={formatRelative(iso)} withArrow openDelay={300}>
    <time dateTime={iso}>{formatCaseDate(iso)}</time>
  </Tooltip>
);
