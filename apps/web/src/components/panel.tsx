import type { ReactNode } from 'react';
import { Paper, Title } from '@mantine/core';

/** A titled, bordered section of a page (a dashboard panel); its title names the landmark. */
export const Panel = ({ title, children }: { title: string; children?: ReactNode }) => (
  <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
    <Title order={2} size="h5" mb="xs">
      {title}
    </Title>
    {children}
  </Paper>
);
