import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextInput } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SchemaForm, useSchemaForm } from '@/lib/schema-form';
import { renderInRouter } from '@/test/render';
import { FormModal } from './form-modal';

const NoteForm = ({ initial }: { initial: string }) => {
  const { form, formProps } = useSchemaForm({
    schema: z.object({ note: z.string() }),
    initialValues: { note: initial },
    onSubmit: () => Promise.resolve(),
  });
  return (
    <SchemaForm {...formProps} aria-label="Note">
      <TextInput label="Note" data-autofocus {...form.getInputProps('note')} />
    </SchemaForm>
  );
};

const Opener = ({ initial = '' }: { initial?: string }) => {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpened(true);
        }}
      >
        Write a note
      </button>
      <FormModal
        opened={opened}
        onClose={() => {
          setOpened(false);
        }}
        title="A note"
      >
        <NoteForm initial={initial} />
      </FormModal>
    </>
  );
};

const open = async (initial?: string) => {
  const user = userEvent.setup();
  renderInRouter(<Opener initial={initial} />);
  await user.click(screen.getByRole('button', { name: 'Write a note' }));
  await screen.findByRole('dialog', { name: 'A note' });
  return user;
};

describe('FormModal', () => {
  it('Escape closes it while it holds nothing typed, also when the form was filled in for the user', async () => {
    const user = await open('Prefilled by the page');
    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'A note' })).toBeNull();
    });
  });

  it('keeps what the user typed: Escape leaves it open, its Close button still closes it', async () => {
    const user = await open();
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Call the duty manager');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'A note' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Note' }).value).toBe('Call the duty manager');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'A note' })).toBeNull();
    });
  });

  it('typed back to what it was, Escape closes it again', async () => {
    const user = await open('Same');
    const input = screen.getByRole('textbox', { name: 'Note' });
    await user.type(input, '!');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'A note' })).toBeTruthy();
    await user.type(input, '{Backspace}');
    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'A note' })).toBeNull();
    });
  });

  it('gives the focus back to the button that opened it', async () => {
    const user = await open();
    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Write a note' }));
    });
  });
});
