import { lazy, Suspense, type ReactNode } from 'react';
import { Alert, Button, Card, Divider, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { caseNoteBody, type CaseNote } from '@casebridge/contract/cases';
import { SafeHtml } from '@/components/safe-html';
import { formatCaseDate } from '@/lib/date-format';
import { SchemaForm, useSchemaForm } from '@/lib/schema-form';
import { useAddCaseNote } from '../api/case-feed';

const RichTextEditor = lazy(() => import('@/components/rich-text-editor'));

export const FEED_SSO_MESSAGE = 'Single Sign-On is required for the Collaboration Feed.';
export const NOTE_ADDED_MESSAGE = 'Your note was added to the feed.';

type Props = {
  token: string;
  notes: CaseNote[];
  /** The viewer's company may use the feed (C-055). */
  allowNotes: boolean;
  /** The server's answer: the viewer may add a note now (DECISIONS 21). */
  canAdd: boolean;
  onAdded: () => void;
  /** C-055: what a company admin may do about a feed its company lacks (the single-sign-on change request). */
  ssoRequest?: ReactNode;
};

const NoteEntry = ({ note }: { note: CaseNote }) => (
  <Card withBorder padding="sm" component="article" aria-label={`Note by ${note.creator_name}`}>
    <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
      <Text fw={600} size="sm">
        {note.creator_name}{' '}
        <Text span c="dimmed" size="sm">
          · {note.company.name}
        </Text>
      </Text>
      <Text size="xs" c="dimmed">
        {formatCaseDate(note.created_at)} UTC
      </Text>
    </Group>
    {note.summary ? (
      <Text size="sm" fw={500} mt={4}>
        {note.summary}
      </Text>
    ) : null}
    {note.description ? <SafeHtml html={note.description} /> : null}
  </Card>
);

/**
 * C-056: a summary or a description, checked by the contract's schema; the empty note's message, like the server's
 * field errors, shows under its field and as a warning beside Add Note. A refusal shows in the banner and the
 * text stays for another try; a saved note empties the form, says so beside Add Note and clears the banner's warnings.
 */
export const AddNoteForm = ({ token, onAdded }: Pick<Props, 'token' | 'onAdded'>) => {
  const addNote = useAddCaseNote(token);
  const { form, formProps } = useSchemaForm({
    schema: caseNoteBody,
    initialValues: { summary: '', description: '' },
    onSubmit: async ({ summary, description }) => {
      await addNote.mutateAsync({ summary: summary ?? '', description: description ?? '' });
      form.reset();
      onAdded();
    },
    warnFirstFieldError: true,
    successNotice: NOTE_ADDED_MESSAGE,
  });
  return (
    <SchemaForm {...formProps} aria-label="Add Note">
      <Stack gap="xs">
        <TextInput label="Summary" maxLength={255} {...form.getInputProps('summary')} />
        <Suspense fallback={<Skeleton height={130} />}>
          <RichTextEditor label="Description" {...form.getInputProps('description')} />
        </Suspense>
        <Group justify="flex-end">
          <Button type="submit" loading={addNote.isPending}>
            Add Note
          </Button>
        </Group>
      </Stack>
    </SchemaForm>
  );
};

/** C-054..C-056: the Collaboration Feed of a case, newest last, with the Add Note form while the case takes notes. */
export const CaseFeed = ({ token, notes, allowNotes, canAdd, onAdded, ssoRequest }: Props) => (
  <Card withBorder padding="md" component="section" aria-labelledby="collaboration-feed">
    <Title order={3} id="collaboration-feed" size="h4">
      Collaboration Feed
    </Title>
    <Text size="xs" c="dimmed" mb="sm">
      Notes are removed after 30 days.
    </Text>
    {allowNotes ? (
      <Stack gap="sm">
        {notes.length === 0 ? (
          <Text size="sm" c="dimmed">
            No notes yet.
          </Text>
        ) : (
          notes.map((note) => <NoteEntry key={note.id} note={note} />)
        )}
        {canAdd ? (
          <>
            <Divider />
            <AddNoteForm token={token} onAdded={onAdded} />
          </>
        ) : null}
      </Stack>
    ) : (
      <Alert color="blue" variant="light">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{FEED_SSO_MESSAGE}</Text>
          {ssoRequest}
        </Stack>
      </Alert>
    )}
  </Card>
);
