import { lazy, Suspense, useState } from 'react';
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  List,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  documentNoteLocation,
  noteStoreBody,
  type ContactDocument,
  type PartnerDocumentsAnswer,
} from '@casebridge/contract/case-submission';
import { NoteView } from '@/components/note-view';
import { SafeHtml } from '@/components/safe-html';
import { showAlert } from '@/lib/alerts';
import { isApiError } from '@/lib/api-client';
import { SchemaForm, useSchemaForm } from '@/lib/schema-form';
import { downloadGroupDocument, useStoreNote, useToggleFavorite } from '../api/process-header-actions';
import { useSampleMode } from './sample-mode';

const RichTextEditor = lazy(() => import('@/components/rich-text-editor'));

type Partner = PartnerDocumentsAnswer['partner'];
type DocumentFile = ContactDocument['files'][number];

export const partnerName = (partner: PartnerDocumentsAnswer['partner']): string =>
  partner.department ? `${partner.company.name} | ${partner.department.name}` : partner.company.name;

/** C-004: the star toggles the viewer's favorite on this partner (company or department), on this process. */
const FavoriteStar = ({ document, partner }: { document: ContactDocument; partner: Partner }) => {
  const [favorite, setFavorite] = useState(document.is_favorite);
  const toggle = useToggleFavorite();
  const sample = useSampleMode();
  if (sample) return null;
  const label = favorite ? 'Remove from favorites' : 'Add to favorites';
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color={favorite ? 'yellow.8' : 'gray.7'}
        size="lg"
        aria-label={label}
        aria-pressed={favorite}
        loading={toggle.isPending}
        onClick={() => {
          toggle.mutate(
            {
              document_id: document.id,
              company_id: partner.company.id,
              type: partner.type,
              department_id: partner.department?.id ?? null,
              is_favorite: !favorite,
            },
            {
              onSuccess: (answer) => {
                setFavorite(answer.is_favorite);
              },
            },
          );
        }}
      >
        <Text component="span" fz="xl" aria-hidden>
          {favorite ? '★' : '☆'}
        </Text>
      </ActionIcon>
    </Tooltip>
  );
};

/** C-003, C-004: the process title with its favorite star, support hours and products. */
export const ProcessTitle = ({ document, partner }: { document: ContactDocument; partner: Partner }) => (
  <Stack gap={4}>
    <Group gap="xs" wrap="nowrap">
      <Title order={2} size="h3">
        {document.version.title}
      </Title>
      <FavoriteStar key={document.id} document={document} partner={partner} />
    </Group>
    <Group gap="lg">
      <Text size="sm">
        <Text span fw={600}>
          Support hours:
        </Text>{' '}
        {document.version.support_hours}
      </Text>
      <Text size="sm">
        <Text span fw={600}>
          Products supported:
        </Text>{' '}
        {document.version.product_supported}
      </Text>
    </Group>
  </Stack>
);

/** C-005: the internal note's editor, saved with location document:{id}; a field error shows under the note. */
const InternalNoteForm = ({
  document,
  note,
  onSaved,
  onCancel,
}: {
  document: ContactDocument;
  note: string;
  onSaved: (note: string) => void;
  onCancel: () => void;
}) => {
  const store = useStoreNote();
  const { form, formProps } = useSchemaForm({
    schema: noteStoreBody,
    initialValues: { location: documentNoteLocation(document.id), note },
    onSubmit: async (body) => {
      const answer = await store.mutateAsync(body);
      showAlert({ type: 'success', message: answer.note === '' ? 'Note removed' : 'Note saved' });
      onSaved(answer.note);
    },
  });
  return (
    <SchemaForm {...formProps} aria-label="Edit internal note">
      <Stack gap="xs">
        <Suspense fallback={<Skeleton height={130} />}>
          <RichTextEditor label="Internal note" {...form.getInputProps('note')} />
        </Suspense>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="xs" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" size="xs" loading={store.isPending}>
            Save note
          </Button>
        </Group>
      </Stack>
    </SchemaForm>
  );
};

/**
 * C-005: the internal note of the viewer's company on this process. Business and program managers add and edit it
 * (rich text); callers see it read-only, and only when there is one. A refused save keeps the text for another try.
 */
const InternalNote = ({ document, canEdit }: { document: ContactDocument; canEdit: boolean }) => {
  const [saved, setSaved] = useState(document.note?.note ?? '');
  const [editing, setEditing] = useState(false);
  if (!canEdit && saved === '') return null;
  const close = () => {
    setEditing(false);
  };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Internal notes">
      <Group justify="space-between" mb={4}>
        <Title order={2} size="h5">
          Internal notes
        </Title>
        <Badge variant="light" color="gray">
          Your company only
        </Badge>
      </Group>
      {editing ? (
        <InternalNoteForm
          document={document}
          note={saved}
          onSaved={(note) => {
            setSaved(note);
            close();
          }}
          onCancel={close}
        />
      ) : (
        <NoteView
          html={saved}
          empty="No internal note yet."
          canEdit={canEdit}
          onEdit={() => {
            setEditing(true);
          }}
        />
      )}
    </Paper>
  );
};

/** C-007: a file downloads as a blob under its original name; a download error shows an error alert. */
const GroupFile = ({ file }: { file: DocumentFile }) => {
  const [busy, setBusy] = useState(false);
  if (file.document_type === 'url' && file.url)
    return (
      <Anchor href={file.url} target="_blank" rel="noopener noreferrer" size="sm">
        {file.name}
      </Anchor>
    );
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      aria-label={`Download ${file.name}`}
      disabled={busy}
      onClick={() => {
        setBusy(true);
        downloadGroupDocument(file.community_id, file.id, file.original_filename)
          .catch((error: unknown) => {
            showAlert({
              type: 'error',
              message: isApiError(error) ? error.message : 'The file could not be downloaded.',
            });
          })
          .finally(() => {
            setBusy(false);
          });
      }}
    >
      {file.name}{' '}
      <Text span c="dimmed" size="sm">
        ({file.original_filename ?? 'file'})
      </Text>
    </Anchor>
  );
};

/** C-003, C-006: what sits beside the form: the partner's note, your internal note, group documents, and for managers the owner and instructions. */
export const ProcessAside = ({ document }: { document: ContactDocument }) => {
  const { version } = document;
  return (
    <Stack gap="md">
      {version.admin_note ? (
        <Paper withBorder p="md" radius="md" component="section" aria-label={`Note from ${document.company.name}`}>
          <Title order={2} size="h5" mb={4}>
            Note from {document.company.name}
          </Title>
          <SafeHtml html={version.admin_note} />
        </Paper>
      ) : null}
      <InternalNote key={document.id} document={document} canEdit={document.can_edit_note} />
      {document.files.length > 0 ? (
        <Paper withBorder p="md" radius="md" component="section" aria-label="Group documents">
          <Title order={2} size="h5" mb={4}>
            Group documents
          </Title>
          <List size="sm" spacing={4}>
            {document.files.map((file) => (
              <List.Item key={file.id}>
                <GroupFile file={file} />
              </List.Item>
            ))}
          </List>
        </Paper>
      ) : null}
      {version.manager_users.length > 0 ? (
        <Paper withBorder p="md" radius="md" component="section" aria-label="Process owner">
          <Title order={2} size="h5" mb={4}>
            Process owner
          </Title>
          <List size="sm" spacing={4}>
            {version.manager_users.map((manager) => (
              <List.Item key={manager.user_type}>
                {manager.name} ({manager.user_type === 'main' ? 'main' : 'alternate'}):{' '}
                <Anchor href={`mailto:${manager.email}`}>{manager.email}</Anchor>
              </List.Item>
            ))}
          </List>
        </Paper>
      ) : null}
      {version.escalation_instructions ? (
        <Paper withBorder p="md" radius="md" component="section" aria-label="Escalation instructions">
          <Title order={2} size="h5" mb={4}>
            Escalation instructions
          </Title>
          <SafeHtml html={version.escalation_instructions} />
        </Paper>
      ) : null}
    </Stack>
  );
};
