import { Button, Stack, Text } from '@mantine/core';
import { SafeHtml } from './safe-html';

/** A stored note (sanitised HTML) or what stands in for none, and for its editors the button that opens the editor. */
export const NoteView = ({
  html,
  empty,
  canEdit,
  onEdit,
}: {
  html: string;
  empty: string;
  canEdit: boolean;
  onEdit: () => void;
}) => (
  <Stack gap="xs">
    {html === '' ? (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    ) : (
      <SafeHtml html={html} />
    )}
    {canEdit ? (
      <Button variant="light" size="xs" style={{ alignSelf: 'flex-start' }} onClick={onEdit}>
        {html === '' ? 'Add note' : 'Edit note'}
      </Button>
    ) : null}
  </Stack>
);
