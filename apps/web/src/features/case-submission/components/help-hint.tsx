import { useId, useState, type ReactNode } from 'react';
import { ActionIcon, Group, Input, Popover, Text } from '@mantine/core';
import { QueryBoundary } from '@/components/query-boundary';
import { SafeHtml } from '@/components/safe-html';
import { useHelpHint } from '../api/get-help-hint';

/**
 * C-012: a "?" button that opens the help of `flag` in a popover, its title and content. Nothing is loaded until it
 * is first opened; a topic the server does not know says so in the popover.
 */
export const HelpHint = ({ flag, topic }: { flag: string; topic: string }) => {
  const [opened, setOpened] = useState(false);
  const [requested, setRequested] = useState(false);
  const hint = useHelpHint(flag, requested);
  const titleId = useId();
  return (
    <Popover opened={opened} onChange={setOpened} width={340} position="bottom-start" withArrow shadow="md" returnFocus>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          radius="xl"
          aria-label={`Help: ${topic}`}
          aria-expanded={opened}
          onClick={() => {
            setRequested(true);
            setOpened((open) => !open);
          }}
          // The focus stays on the button (the hint is read, not worked in): Escape closes it from there too.
          onKeyDown={(event) => {
            if (event.key === 'Escape' && opened) {
              event.stopPropagation();
              setOpened(false);
            }
          }}
        >
          <Text component="span" fw={700} size="sm" aria-hidden>
            ?
          </Text>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown
        role="dialog"
        {...(hint.data === undefined ? { 'aria-label': `Help: ${topic}` } : { 'aria-labelledby': titleId })}
      >
        <QueryBoundary query={hint} skeletonRows={2} failedLevel="warning">
          {(data) => (
            <>
              <Text id={titleId} fw={600} mb={4}>
                {data.title}
              </Text>
              <SafeHtml html={data.content} />
            </>
          )}
        </QueryBoundary>
      </Popover.Dropdown>
    </Popover>
  );
};

/** A field's label with its help beside it: the label stays the input's only name (a button inside a label may not). */
export const LabelWithHelp = ({
  htmlFor,
  required,
  flag,
  children,
}: {
  htmlFor: string;
  required?: boolean;
  flag: string;
  children: string;
}): ReactNode => (
  <Group gap={4} wrap="nowrap" align="center">
    <Input.Label htmlFor={htmlFor} required={required}>
      {children}
    </Input.Label>
    <HelpHint flag={flag} topic={children} />
  </Group>
);
