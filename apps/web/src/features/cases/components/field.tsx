import type { ReactNode } from 'react';
import { Text } from '@mantine/core';

/** One labelled value of a case; what a partner typed is rendered as text, never as HTML. */
export const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <div>
    <Text size="xs" c="dimmed" fw={600} tt="uppercase">
      {label}
    </Text>
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} component="div">
      {children === null || children === undefined || children === '' ? '—' : children}
    </Text>
  </div>
);
