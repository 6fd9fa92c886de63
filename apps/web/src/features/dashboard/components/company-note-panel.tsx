import { lazy, Suspense, useState } from 'react';
import { Button, Group, Skeleton, Stack } from '@mantine/core';
import { FormModal } from '@/components/form-modal';
import { Panel } from '@/components/panel';
import { NoteView } from '@/components/note-view';
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
      <NoteView
        html={shown}
        empty={canEdit ? 'No note yet. Write what your engineers should know.' : 'No note yet.'}
        canEdit={canEdit}
        onEdit={() => {
          setDraft(shown);
        }}
      />
      <FormModal
        opened={draft !== null}
        onClose={() => {
          setDraft(null);
        }}
        title="Company Notes"
        size="lg"
        unsavedInput={draft !== null && draft !== shown}
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
      </FormModal>
    </Panel>
  );
};
