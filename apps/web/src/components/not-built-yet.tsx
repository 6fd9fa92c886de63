import type { ReactNode } from 'react';
import { Code, Paper, Stack, Text, Title } from '@mantine/core';
import { specPath } from '@/config/paths';
import { useCurrentRoute } from '@/lib/use-current-route';

/** A section of a page that is not built yet: it says so instead of staying blank. */
export const NotBuiltYetSection = ({ title, children }: { title: string; children?: ReactNode }) => (
  <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
    <Title order={2} size="h5" mb={4}>
      {title}
    </Title>
    {children}
    <Text size="sm" c="dimmed" data-testid="not-built-yet">
      This section is not built yet.
    </Text>
  </Paper>
);

/** The page of every route that is not built yet: it names the route (spec name and path). */
export const NotBuiltYetPage = () => {
  const route = useCurrentRoute();
  const name = route?.name ?? 'unknown';
  const title = route?.def.title ?? 'This page';
  return (
    <Stack gap="sm" data-testid="not-built-yet-page">
      <Title order={1}>{title}</Title>
      <Text>
        The page <Code>{name}</Code> at <Code>{route === null ? '' : specPath(route.def.path)}</Code> is not built yet.
      </Text>
    </Stack>
  );
};
