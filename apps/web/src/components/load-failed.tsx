import { Alert, Button, Group, Text } from '@mantine/core';

/** The failed state of a page or panel: what went wrong and a Retry (UI.md). */
export const LoadFailed = ({ message, onRetry }: { message: string; onRetry: () => void }) => (
  <Alert color="red" variant="light" role="alert">
    <Group justify="space-between" gap="sm">
      <Text size="sm">{message}</Text>
      <Button size="compact-sm" variant="default" onClick={onRetry}>
        Retry
      </Button>
    </Group>
  </Alert>
);
