import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Alert, Button, Card, Divider, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { NOTE_EMPTY_MESSAGE, type CaseNote } from '@casebridge/contract/cases';
import { SafeHtml } from '@/components/safe-html';
import { showAlert } from '@/lib/alerts';
import { formatCaseDate } from '@/lib/date-format';
import { useAddCaseNote } from '../api/case-feed';

const RichTextEditor = lazy(() => import('@/components/rich-text-editor'));

export const FEED_SSO_MESSAGE = 'Single Sign-On is required for the Collaboration Feed.';

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

const AddNoteForm = ({ token, onAdded }: Pick<Props, 'token' | 'onAdded'>) => {
  const [summary, setSummary] = useState('');
  const [description, setDescription] = useState('');
  const [editorKey, setEditorKey] = useState(0);
  const addNote = useAddCaseNote(token);
  const submit = async () => {
    if (summary.trim() === '' && description === '') {
      showAlert({ type: 'warning', message: NOTE_EMPTY_MESSAGE });
      return;
    }
    try {
      await addNote.mutateAsync({ summary, description });
    } catch {
      return; // the banner shows the server's message; the text stays for another try.
    }
    setSummary('');
    setDescription('');
    setEditorKey((key) => key + 1);
    onAdded();
  };
  return (
    <Stack
      gap="xs"
      component="form"
      aria-label="Add Note"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextInput
        label="Summary"
        value={summary}
        maxLength={255}
        onChange={(event) => {
          setSummary(event.currentTarget.value);
        }}
      />
      <Suspense fallback={<Skeleton height={130} />}>
        <RichTextEditor key={editorKey} label="Description" value="" onChange={setDescription} />
      </Suspense>
      <Group justify="flex-end">
        <Button type="submit" loading={addNote.isPending}>
          Add Note
        </Button>
      </Group>
    </Stack>
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
