import { Text } from '@mantine/core';

/** Issue 24: the network case number (CB-YYYY-NNNNNN), written the same way in every list and on the case page. */
export const NetworkCaseNumber = ({ value }: { value: string }) => (
  <Text span size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
    {value}
  </Text>
);
