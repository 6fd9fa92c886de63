import type { ReactNode } from 'react';
import { Paper, Title } from '@mantine/core';

/**
 * A titled, bordered section of a page (a dashboard panel); its title names the landmark. Narrower padding on a phone,
 * where every pixel of the row goes to its controls (issue 24: the case views' longest label reads whole).
 */
export const Panel = ({ title, children }: { title: string; children?: ReactNode }) => (
  <Paper withBorder p={{ base: 'sm', xs: 'md' }} radius="md" component="section" aria-label={title}>
    <Title order={2} size="h5" mb="xs">
      {title}
    </Title>
    {children}
  </Paper>
);
