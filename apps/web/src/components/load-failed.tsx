import { Alert, Button, Group, Text } from '@mantine/core';

/**
 * The failed state of a page or panel: what went wrong and a Retry (UI.md). `warning` for the pages whose failed
 * load the spec shows as a warning with the server's text (the case pages, C-039).
 */
export const LoadFailed = ({
  message,
  onRetry,
  level = 'danger',
}: {
  message: string;
  onRetry: () => void;
  level?: 'danger' | 'warning';
}) => (
  <Alert color={level === 'warning' ? 'yellow' : 'red'} variant="light" role="alert" data-alert-level={level}>
    <Group justify="space-between" gap="sm">
      <Text size="sm">{message}</Text>
      <Button size="compact-sm" variant="default" onClick={onRetry}>
        Retry
      </Button>
    </Group>
  </Alert>
);
