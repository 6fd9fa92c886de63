import { Alert, Button, Group, Stack } from '@mantine/core';

/** What a dialog's form shows once the server took it: the answer's message and the way out. */
export const SentNotice = ({ message, onClose }: { message: string; onClose: () => void }) => (
  <Stack gap="md">
    <Alert color="green" variant="light" role="status">
      {message}
    </Alert>
    <Group justify="flex-end">
      <Button onClick={onClose}>Done</Button>
    </Group>
  </Stack>
);
