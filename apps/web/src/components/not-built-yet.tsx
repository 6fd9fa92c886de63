import type { ReactNode } from 'react';
import { Code, Stack, Text, Title } from '@mantine/core';
import { Panel } from './panel';
import { specPath } from '@/config/paths';
import { useCurrentRoute } from '@/lib/use-current-route';

/** A section of a page that is not built yet: it says so instead of staying blank. */
export const NotBuiltYetSection = ({ title, children }: { title: string; children?: ReactNode }) => (
  <Panel title={title}>
    {children}
    <Text size="sm" c="dimmed" data-testid="not-built-yet">
      This section is not built yet.
    </Text>
  </Panel>
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
