import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTE_EMPTY_MESSAGE, type CaseNote } from '@casebridge/contract/cases';
import { getAlerts, showAlert } from '@/lib/alerts';
import { createQueryClient } from '@/lib/query-client';
import { renderInRouter } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { CaseFeed, FEED_SSO_MESSAGE, NOTE_ADDED_MESSAGE } from './case-feed';

const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const TOKEN = 'case-token-for-the-feed-test';
const note: CaseNote = {
  id: 3,
  company: { id: 2, name: 'Globex', url: null },
  creator_name: 'Ana Lopez',
  created_at: '2026-11-20T14:05:00.000Z',
  summary: '<b>Path policy</b>',
  description: '<p>Use <strong>RR</strong></p>',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderFeed = (props: Partial<Parameters<typeof CaseFeed>[0]> = {}) =>
  renderInRouter(<CaseFeed token={TOKEN} notes={[note]} allowNotes canAdd onAdded={() => undefined} {...props} />, {
    client: createQueryClient(),
  });

describe('CaseFeed', () => {
  it('[C-054] shows each note with creator, company, UTC time, the summary as text and the description as stored HTML', () => {
    renderFeed();
    const entry = screen.getByRole('article', { name: 'Note by Ana Lopez' });
    expect(entry.textContent).toContain('Globex');
    expect(entry.textContent).toContain('11/20/26 02:05 pm UTC');
    expect(entry.textContent).toContain('<b>Path policy</b>');
    expect(entry.querySelector('strong')?.textContent).toBe('RR');
    expect(screen.getByText('Notes are removed after 30 days.')).toBeTruthy();
  });

  it('[C-056] an empty note warns "Please provide some information in the note." and sends nothing', async () => {
    const fetch = vi.fn(() => Promise.resolve(json(200, {})));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderFeed();
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    // At the form: under the field and as a warning beside Add Note, not in the page's banner.
    expect(screen.getByRole('textbox', { name: 'Summary', description: NOTE_EMPTY_MESSAGE })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Add Note' });
    expect(within(form).getByRole('alert').textContent).toBe(NOTE_EMPTY_MESSAGE);
    expect(getAlerts()).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("[issue 23] the server's field error on the description shows under the editor, which takes the focus, and warns", async () => {
    const api = stubApi({
      [`POST /api/caller/case/${TOKEN}/note`]: {
        status: 422,
        body: { errors: { description: ['At most 20000 characters.'] } },
      },
    });
    const user = userEvent.setup();
    renderFeed();
    const editor = await screen.findByRole('textbox', { name: 'Description' });
    await user.type(screen.getByLabelText('Summary'), 'Logs attached');
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    expect(await screen.findByRole('textbox', { name: 'Description', description: 'At most 20000 characters.' })).toBe(
      editor,
    );
    expect(document.activeElement).toBe(editor);
    expect(within(screen.getByRole('form', { name: 'Add Note' })).getByRole('alert').textContent).toBe(
      'At most 20000 characters.',
    );
    expect(screen.getByLabelText('Summary')).toHaveProperty('value', 'Logs attached');
    expect(api.calls).toHaveLength(1);
  });

  it('[C-056] a note with a summary posts it, says so beside Add Note, clears the stale warnings and tells the page to reload the case', async () => {
    const fetch = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(json(200, { note })));
    vi.stubGlobal('fetch', fetch);
    const onAdded = vi.fn();
    const user = userEvent.setup();
    renderFeed({ onAdded });
    // A warning of an earlier failed action, in the page's banner.
    showAlert({ type: 'warning', message: 'The case changed meanwhile.' });
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    expect(within(screen.getByRole('form', { name: 'Add Note' })).getByRole('alert').textContent).toBe(
      NOTE_EMPTY_MESSAGE,
    );
    await user.type(screen.getByLabelText('Summary'), 'Logs attached');
    const editor = await screen.findByRole('textbox', { name: 'Description' });
    await user.click(editor);
    await user.keyboard('Trace');
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    await waitFor(() => {
      expect(onAdded).toHaveBeenCalledOnce();
    });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(`/api/caller/case/${TOKEN}/note`);
    const body = JSON.parse(init?.body as string) as { summary: string; description: string };
    expect(body.summary).toBe('Logs attached');
    expect(body.description).toContain('Trace');
    expect(screen.getByLabelText('Summary')).toHaveProperty('value', '');
    expect(editor.textContent).toBe('');
    const form = screen.getByRole('form', { name: 'Add Note' });
    expect(within(form).getByRole('status').textContent).toBe(NOTE_ADDED_MESSAGE);
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(getAlerts()).toEqual([]);
  });

  it('[C-055] without allow_notes the feed is replaced by the Single Sign-On message', () => {
    renderFeed({ allowNotes: false });
    expect(screen.getByText(FEED_SSO_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Note' })).toBeNull();
  });

  it('[C-049] a case that takes no notes (open, rejected, closed) shows the feed without the form', () => {
    renderFeed({ canAdd: false });
    expect(screen.getByRole('article', { name: 'Note by Ana Lopez' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Note' })).toBeNull();
  });
});
