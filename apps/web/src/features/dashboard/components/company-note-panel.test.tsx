import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearAlerts, getAlerts } from '@/lib/alerts';
import { renderInRouter } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { CompanyNotePanel } from './company-note-panel';

afterEach(() => {
  vi.unstubAllGlobals();
  clearAlerts();
});

describe('CompanyNotePanel', () => {
  it('[D-012] a member who may not edit reads the note, with no edit control', () => {
    renderInRouter(<CompanyNotePanel companyId={3} note="<p>Escalate P1s to <b>Dana</b></p>" canEdit={false} />);
    const panel = screen.getByRole('region', { name: 'Company Note' });
    expect(within(panel).getByText('Dana').tagName).toBe('B');
    expect(within(panel).queryByRole('button')).toBeNull();
  });

  it('[D-013] an admin edits the note in the Company Notes modal; the panel shows the saved text without a reload', async () => {
    const api = stubApi({
      'POST /api/caller/notes/store': {
        status: 200,
        body: { note: '<p>Old note and more</p>', location: 'company:3', document_id: null, company_id: 3 },
      },
    });
    const user = userEvent.setup();
    renderInRouter(<CompanyNotePanel companyId={3} note="<p>Old note</p>" canEdit />);
    await user.click(screen.getByRole('button', { name: 'Edit note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Company Notes' });
    const editor = await within(dialog).findByRole('textbox', { name: 'Note' });
    await user.click(editor);
    await user.keyboard(' and more');
    await user.click(within(dialog).getByRole('button', { name: 'Save note' }));
    await waitFor(() => {
      expect(api.calls).toHaveLength(1);
    });
    const body = api.calls[0]?.body as { location: string; note: string };
    expect(body.location).toBe('company:3');
    expect(body.note).toContain('more');
    const panel = screen.getByRole('region', { name: 'Company Note' });
    expect(await within(panel).findByText('Old note and more')).toBeTruthy();
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Company Notes' })).toBeNull();
    });
  });

  it("[issue 23] [D-013] the server's field error shows under the editor and as a warning beside Save note; the modal keeps the draft", async () => {
    const api = stubApi({
      'POST /api/caller/notes/store': { status: 422, body: { errors: { note: ['At most 20000 characters.'] } } },
    });
    const user = userEvent.setup();
    renderInRouter(<CompanyNotePanel companyId={3} note="<p>Old note</p>" canEdit />);
    await user.click(screen.getByRole('button', { name: 'Edit note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Company Notes' });
    const editor = await within(dialog).findByRole('textbox', { name: 'Note' });
    await user.click(editor);
    await user.keyboard(' and more');
    await user.click(within(dialog).getByRole('button', { name: 'Save note' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Note', description: 'At most 20000 characters.' })).toBe(
      editor,
    );
    // The warning stays with the form, in the modal beside Save note.
    expect(within(dialog).getByRole('alert').textContent).toBe('At most 20000 characters.');
    expect(getAlerts()).toEqual([]);
    expect(editor.textContent).toContain('and more');
    expect(api.calls).toHaveLength(1);
  });
});
