import { lazy, Suspense, useState } from 'react';
import { Button, Group, Skeleton, Stack } from '@mantine/core';
import { noteStoreBody } from '@casebridge/contract/case-submission';
import { FormModal } from '@/components/form-modal';
import { Panel } from '@/components/panel';
import { NoteView } from '@/components/note-view';
import { SchemaForm, useSchemaForm } from '@/lib/schema-form';
import { useStoreCompanyNote } from '../api/store-company-note';

const RichTextEditor = lazy(() => import('@/components/rich-text-editor'));

/** The company note's field; its location is the panel's company, which the request adds. */
const companyNoteForm = noteStoreBody.pick({ note: true });

/** D-013: the editor; a field error shows under the note and as a warning alert, a refusal in the banner. */
const CompanyNoteForm = ({
  companyId,
  note,
  onSaved,
  onCancel,
}: {
  companyId: number;
  note: string;
  onSaved: (note: string) => void;
  onCancel: () => void;
}) => {
  const store = useStoreCompanyNote(companyId);
  const { form, formProps } = useSchemaForm({
    schema: companyNoteForm,
    initialValues: { note },
    onSubmit: async (body) => {
      onSaved((await store.mutateAsync(body.note)).note);
    },
    warnFirstFieldError: true,
  });
  return (
    <SchemaForm {...formProps} aria-label="Company Notes">
      <Stack gap="sm">
        <Suspense fallback={<Skeleton height={160} />}>
          <RichTextEditor label="Note" {...form.getInputProps('note')} />
        </Suspense>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={store.isPending}>
            Save note
          </Button>
        </Group>
      </Stack>
    </SchemaForm>
  );
};

/**
 * D-012, D-013: the Company Note: its text for every member of the company, and for its admins an editor in a modal
 * (rich text, sanitised by the server). A refused save keeps the modal open with the draft.
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
  const [editing, setEditing] = useState(false);
  const close = () => {
    setEditing(false);
  };
  return (
    <Panel title="Company Note">
      <NoteView
        html={shown}
        empty={canEdit ? 'No note yet. Write what your engineers should know.' : 'No note yet.'}
        canEdit={canEdit}
        onEdit={() => {
          setEditing(true);
        }}
      />
      <FormModal opened={editing} onClose={close} title="Company Notes" size="lg">
        <CompanyNoteForm
          companyId={companyId}
          note={shown}
          onSaved={(saved) => {
            setShown(saved);
            close();
          }}
          onCancel={close}
        />
      </FormModal>
    </Panel>
  );
};
