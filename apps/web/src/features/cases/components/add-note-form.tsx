import { lazy, Suspense } from 'react';
import { Button, Group, Skeleton, Stack, TextInput } from '@mantine/core';
import { caseNoteBody } from '@casebridge/contract/cases';
import { SchemaForm, useSchemaForm } from '@/lib/schema-form';
import { useAddCaseNote } from '../api/case-feed';

const RichTextEditor = lazy(() => import('@/components/rich-text-editor'));

export const NOTE_ADDED_MESSAGE = 'Your note was added to the feed.';

/**
 * C-056: a summary or a description, checked by the contract's schema; the empty note's message, like the server's
 * field errors, shows under its field and as a warning beside Add Note. A refusal shows in the banner and the
 * text stays for another try; a saved note empties the form, says so beside Add Note and clears the banner's warnings.
 */
export const AddNoteForm = ({ token, onAdded }: { token: string; onAdded?: () => void }) => {
  const addNote = useAddCaseNote(token);
  const { form, formProps } = useSchemaForm({
    schema: caseNoteBody,
    initialValues: { summary: '', description: '' },
    onSubmit: async ({ summary, description }) => {
      await addNote.mutateAsync({ summary: summary ?? '', description: description ?? '' });
      form.reset();
      onAdded?.();
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
