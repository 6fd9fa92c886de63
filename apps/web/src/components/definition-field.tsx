import type { ReactNode } from 'react';
import { Text } from '@mantine/core';

/** The dimmed word a read-only field shows when it holds nothing (UI.md: nothing is ever blank). */
export const NoneText = () => (
  <Text span c="dimmed" size="sm">
    None
  </Text>
);

/** One read-only field of a definition list (<dl>): its label over its value. */
export const DefinitionField = ({ label, children }: { label: string; children: ReactNode }) => (
  <div>
    <Text size="xs" fw={700} c="dimmed" tt="uppercase" component="dt">
      {label}
    </Text>
    <Text size="sm" component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
      {children}
    </Text>
  </div>
);
