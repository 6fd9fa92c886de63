import { Text } from '@mantine/core';

/** A case number on one line: broken at its hyphen in a narrow column, "ACM-500959" reads as two (issue 24). */
export const CaseNumberText = ({ value, mono = false }: { value: string; mono?: boolean }) => (
  <Text span size="sm" ff={mono ? 'monospace' : undefined} style={{ whiteSpace: 'nowrap' }}>
    {value}
  </Text>
);

/** Issue 24: the network case number (CB-YYYY-NNNNNN), written the same way in every list and on the case page. */
export const NetworkCaseNumber = ({ value }: { value: string }) => <CaseNumberText value={value} mono />;
