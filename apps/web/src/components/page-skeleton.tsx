import { Skeleton, Stack } from '@mantine/core';

/** Loading state of a page: skeleton rows, never a blank area (UI.md). */
export const PageSkeleton = ({ rows = 4 }: { rows?: number }) => (
  <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading">
    <Skeleton height={28} width="40%" />
    {Array.from({ length: rows }, (_, index) => (
      <Skeleton key={index} height={18} width={index % 2 === 0 ? '90%' : '75%'} />
    ))}
  </Stack>
);
