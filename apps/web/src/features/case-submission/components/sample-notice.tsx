import { Text } from '@mantine/core';

/** M-031: why the sample's send button does nothing. */
export const SampleNotice = () => (
  <Text size="sm" c="dimmed">
    This is a sample: partners send their cases from their own submit page, so nothing is sent from here.
  </Text>
);
