import { lazy, Suspense, useState } from 'react';
import { Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { Panel } from '@/components/panel';
import { SafeHtml } from '@/components/safe-html';
import { useStoreCompanyNote } from '../api/store-company-note';

const RichTextEditor = lazy(() => import('@/components/rich-text-editor'));

/**
 * D-012, D-013: the Company Note: its text for every member of the company, and for its admins an editor in a modal
 * (rich text, sanitised by the server). A refused save shows the server's message as a warning (the query client's
 * banner) and keeps the draft.
 */
export const CompanyNotePanel = ({
  companyId,
  note,
  canEdit,
}: {
  companyId: number;
  note: string | null;
  canEdit: boolean;
}) => {
  const [shown, setShown] = useState(note ?? '');
  const [draft, setDraft] = useState<string | null>(null);
  const store = useStoreCompanyNote(companyId);
  const save = async () => {
    try {
      setShown((await store.mutateAsync(draft ?? '')).note);
      setDraft(null);
    } catch {
      // The banner says why; the draft stays for another try.
    }
  };
  return (
    <Panel title="Company Note">
      <Stack gap="xs">
        {shown === '' ? (
          <Text size="sm" c="dimmed">
            {canEdit ? 'No note yet. Write what your engineers should know.' : 'No note yet.'}
          </Text>
        ) : (
          <SafeHtml html={shown} />
        )}
        {canEdit ? (
          <Button
            variant="light"
            size="xs"
            style={{ alignSelf: 'flex-start' }}
            onClick={() => {
              setDraft(shown);
            }}
          >
            {shown === '' ? 'Add note' : 'Edit note'}
          </Button>
        ) : null}
      </Stack>
      <Modal
        opened={draft !== null}
        onClose={() => {
          setDraft(null);
        }}
        title="Company Notes"
        centered
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack
          gap="sm"
          component="form"
          aria-label="Company Notes"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <Suspense fallback={<Skeleton height={160} />}>
            <RichTextEditor label="Note" value={shown} onChange={setDraft} />
          </Suspense>
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => {
                setDraft(null);
              }}
            >
              Cancel
            </Button>
            <Button type="submit" loading={store.isPending}>
              Save note
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Panel>
  );
};
