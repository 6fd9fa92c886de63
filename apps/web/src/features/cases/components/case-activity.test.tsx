import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CaseActivityAnswer, CaseActivityEntry, CaseActivityViewer } from '@casebridge/contract/case-activity';
import { NOTE_EMPTY_MESSAGE, type CaseNote } from '@casebridge/contract/cases';
import { getAlerts, showAlert } from '@/lib/alerts';
import { createQueryClient } from '@/lib/query-client';
import { caseResponse } from '@/test/case-fixtures';
import { renderInRouter } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import type { CaseActivitySource } from '../api/get-case-activity';
import { NOTE_ADDED_MESSAGE } from './add-note-form';
import { CaseActivity, FEED_SSO_MESSAGE } from './case-activity';
import { waitingOnText } from './waiting-on';

const TOKEN = 'case-token-for-the-activity-test';
const ACTIVITY_PATH = `GET /api/caller/case/${TOKEN}/activity`;
const entry = (fields: Partial<CaseActivityEntry> & Pick<CaseActivityEntry, 'id' | 'kind'>): CaseActivityEntry => ({
  at: '2026-11-20T14:05:00.000Z',
  by: { party: 'submitter', company: 'Acme Software', person: 'Casey Caller' },
  status: null,
  response: null,
  note: null,
  file: null,
  engineer_name: null,
  ...fields,
});
const activity: CaseActivityEntry[] = [
  entry({ id: 'event-1', kind: 'submitted', status: { from: null, to: 'open' } }),
  entry({
    id: 'event-2',
    kind: 'information_requested',
    at: '2026-11-20T15:00:00.000Z',
    by: { party: 'receiver', company: 'Globex Storage', person: 'Pat Manager' },
    status: { from: 'open', to: 'information' },
    response: caseResponse('information-request', { note: 'Which firmware runs on the array?' }),
  }),
  entry({
    id: 'event-3',
    kind: 'information_provided',
    at: '2026-11-20T16:00:00.000Z',
    by: { party: 'submitter', company: 'Acme Software', person: null },
    status: { from: 'information', to: 'information' },
    response: caseResponse('information-response', { additional_information: 'Firmware 9.2.1.' }),
  }),
  entry({
    id: 'note-4',
    kind: 'note',
    at: '2026-11-20T17:00:00.000Z',
    note: {
      id: 4,
      company: { id: 1, name: 'Acme Software', url: null },
      creator_name: 'Casey Caller',
      created_at: '2026-11-20T17:00:00.000Z',
      summary: 'Logs attached',
      description: '<p>See <strong>bundle</strong></p>',
    },
  }),
  entry({
    id: 'event-5',
    kind: 'response_updated',
    at: '2026-11-20T18:00:00.000Z',
    by: { party: 'receiver', company: 'Globex Storage', person: 'Pat Manager' },
    engineer_name: 'Dana Whitfield',
  }),
];

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The server's answer: the entries and what the viewer may do (a signed-in party of a case that takes no notes). */
const answer = (entries: CaseActivityEntry[], viewer: Partial<CaseActivityViewer> = {}): CaseActivityAnswer => ({
  activity: entries,
  viewer: { shows_notes: true, can_add_note: false, can_download_files: true, ...viewer },
});
const SESSION: CaseActivitySource = { via: 'session', token: TOKEN };

const renderActivity = (props: Partial<Parameters<typeof CaseActivity>[0]> = {}) =>
  renderInRouter(<CaseActivity source={SESSION} {...props} />, { client: createQueryClient() });

describe('CaseActivity', () => {
  it('[issue 24] lists every step oldest first with what happened, who (person and company) and when', async () => {
    stubApi({ [ACTIVITY_PATH]: { status: 200, body: answer(activity) } });
    renderActivity();
    const list = await screen.findByRole('list', { name: 'Case activity' });
    const items = within(list).getAllByRole('article');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Case submitted, Casey Caller, Acme Software',
      'Information requested, Pat Manager, Globex Storage',
      'Information provided, Acme Software',
      'Note, Casey Caller, Acme Software',
      'Engineer details updated, Pat Manager, Globex Storage',
    ]);
    expect(items[0]?.textContent).toContain('11/20/26 02:05 pm UTC');
    expect(items[1]?.textContent).toContain('Which firmware runs on the array?');
    expect(items[2]?.textContent).toContain('Firmware 9.2.1.');
    expect(items[3]?.querySelector('strong')?.textContent).toBe('bundle');
    expect(items[4]?.textContent).toContain('Dana Whitfield');
    expect(screen.queryByRole('form', { name: 'Add Note' })).toBeNull();
  });

  it('[issue 24] [C-055] without the feed the history stays and the single-sign-on message takes the note form’s place', async () => {
    stubApi({ [ACTIVITY_PATH]: { status: 200, body: answer(activity.slice(0, 1), { shows_notes: false }) } });
    renderActivity();
    expect(await screen.findByRole('article', { name: 'Case submitted, Casey Caller, Acme Software' })).toBeTruthy();
    expect(screen.getByText(FEED_SSO_MESSAGE)).toBeTruthy();
  });

  it('[issue 24] shows the Add Note form under the stream while the case takes notes', async () => {
    stubApi({ [ACTIVITY_PATH]: { status: 200, body: answer(activity, { can_add_note: true }) } });
    renderActivity();
    await screen.findByRole('list', { name: 'Case activity' });
    expect(screen.getByRole('form', { name: 'Add Note' })).toBeTruthy();
  });
});

const note: CaseNote = {
  id: 3,
  company: { id: 2, name: 'Globex', url: null },
  creator_name: 'Ana Lopez',
  created_at: '2026-11-20T14:05:00.000Z',
  summary: '<b>Path policy</b>',
  description: '<p>Use <strong>RR</strong></p>',
};
const noteEntry = entry({
  id: 'note-3',
  kind: 'note',
  at: note.created_at,
  by: { party: 'receiver', company: 'Globex', person: 'Ana Lopez' },
  note,
});
const file = entry({
  id: 'file-7',
  kind: 'file',
  file: {
    id: 7,
    original_filename: 'array-logs.pdf',
    description: 'Logs',
    content_type: 'application/pdf',
    size: 120,
    company: { id: 1, name: 'Acme Software' },
    uploaded_by: 'Casey Caller',
    created_at: '2026-11-20T14:05:00.000Z',
  },
});
const NOTE_PATH = `POST /api/caller/case/${TOKEN}/note`;

describe('CaseActivity: the Collaboration Feed’s notes (C-054..C-056)', () => {
  it('[C-054] shows each note with creator, company, UTC time, the summary as text and the description as stored HTML', async () => {
    stubApi({ [ACTIVITY_PATH]: { status: 200, body: answer([noteEntry]) } });
    renderActivity();
    const item = await screen.findByRole('article', { name: 'Note, Ana Lopez, Globex' });
    expect(item.textContent).toContain('11/20/26 02:05 pm UTC');
    expect(item.textContent).toContain('<b>Path policy</b>');
    expect(item.querySelector('strong')?.textContent).toBe('RR');
    expect(screen.getByText(/Notes are removed after 30 days\./)).toBeTruthy();
  });

  it('[C-056] an empty note warns "Please provide some information in the note." and sends nothing', async () => {
    const api = stubApi({ [ACTIVITY_PATH]: { status: 200, body: answer([noteEntry], { can_add_note: true }) } });
    const user = userEvent.setup();
    renderActivity();
    await user.click(await screen.findByRole('button', { name: 'Add Note' }));
    // At the form: under the field and as a warning beside Add Note, not in the page's banner.
    expect(screen.getByRole('textbox', { name: 'Summary', description: NOTE_EMPTY_MESSAGE })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Add Note' });
    expect(within(form).getByRole('alert').textContent).toBe(NOTE_EMPTY_MESSAGE);
    expect(getAlerts()).toEqual([]);
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("[issue 23] the server's field error on the description shows under the editor, which takes the focus, and warns", async () => {
    const api = stubApi({
      [ACTIVITY_PATH]: { status: 200, body: answer([noteEntry], { can_add_note: true }) },
      [NOTE_PATH]: { status: 422, body: { errors: { description: ['At most 20000 characters.'] } } },
    });
    const user = userEvent.setup();
    renderActivity();
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
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('[C-056] a note with a summary posts it, says so beside Add Note, clears the stale warnings and tells the page to reload the case', async () => {
    const api = stubApi({
      [ACTIVITY_PATH]: { status: 200, body: answer([noteEntry], { can_add_note: true }) },
      [NOTE_PATH]: { status: 200, body: { note } },
    });
    const onAdded = vi.fn();
    const user = userEvent.setup();
    renderActivity({ onAdded });
    // A warning of an earlier failed action, in the page's banner.
    showAlert({ type: 'warning', message: 'The case changed meanwhile.' });
    await user.click(await screen.findByRole('button', { name: 'Add Note' }));
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
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe(`/api/caller/case/${TOKEN}/note`);
    const body = post?.body as { summary: string; description: string };
    expect(body.summary).toBe('Logs attached');
    expect(body.description).toContain('Trace');
    expect(screen.getByLabelText('Summary')).toHaveProperty('value', '');
    expect(editor.textContent).toBe('');
    const form = screen.getByRole('form', { name: 'Add Note' });
    expect(within(form).getByRole('status').textContent).toBe(NOTE_ADDED_MESSAGE);
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(getAlerts()).toEqual([]);
  });

  it('[C-055] without the feed the server leaves the notes out and the Single Sign-On message replaces Add Note', async () => {
    stubApi({ [ACTIVITY_PATH]: { status: 200, body: answer([], { shows_notes: false, can_add_note: false }) } });
    renderActivity();
    expect(await screen.findByText(FEED_SSO_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Note' })).toBeNull();
  });

  it('[C-049] a case that takes no notes (open, rejected, closed) shows the feed without the form', async () => {
    stubApi({ [ACTIVITY_PATH]: { status: 200, body: answer([noteEntry], { can_add_note: false }) } });
    renderActivity();
    expect(await screen.findByRole('article', { name: 'Note, Ana Lopez, Globex' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Note' })).toBeNull();
  });
});

describe('CaseActivity on every page that shows a case (issue 24 §2)', () => {
  const LINK = 'emailed-link-of-the-receiver';

  it('[issue 24] an emailed link reads its stream without a session, read only: no note form, files named but not offered', async () => {
    const api = stubApi({
      [`GET /api/caller/case/${LINK}/link-activity`]: {
        status: 200,
        body: answer([file], { can_add_note: false, can_download_files: false }),
      },
    });
    renderInRouter(<CaseActivity source={{ via: 'link', link: LINK }} />, { client: createQueryClient() });
    const item = await screen.findByRole('article', { name: 'File uploaded, Casey Caller, Acme Software' });
    expect(item.textContent).toContain('array-logs.pdf');
    expect(within(item).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('form', { name: 'Add Note' })).toBeNull();
    expect(api.calls.map((call) => call.path)).toEqual([`/api/caller/case/${LINK}/link-activity`]);
  });

  it('[issue 24] [S-008] the console reads any case’s stream by its id, with its notes and no note form', async () => {
    stubApi({
      'GET /api/super_admin/escalation/42/activity': {
        status: 200,
        body: answer([noteEntry], { can_add_note: false, can_download_files: false }),
      },
    });
    renderInRouter(<CaseActivity source={{ via: 'console', caseId: 42 }} />, { client: createQueryClient() });
    expect(await screen.findByRole('article', { name: 'Note, Ana Lopez, Globex' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Add Note' })).toBeNull();
  });

  it('[issue 24] a signed-in party downloads a file from its entry', async () => {
    stubApi({ [ACTIVITY_PATH]: { status: 200, body: answer([file]) } });
    renderActivity();
    const item = await screen.findByRole('article', { name: 'File uploaded, Casey Caller, Acme Software' });
    expect(within(item).getByRole('button', { name: 'array-logs.pdf' })).toBeTruthy();
  });
});

describe('waitingOnText', () => {
  it('[issue 24] names the company the case waits on, or "you" when it is the viewer’s', () => {
    const globex = { party: 'receiver', company: 'Globex Storage' } as const;
    expect(waitingOnText(globex, 'submitter')).toBe('Waiting on Globex Storage');
    expect(waitingOnText(globex, 'receiver')).toBe('Waiting on you');
    expect(waitingOnText(globex, null)).toBe('Waiting on Globex Storage');
    expect(waitingOnText(null, 'submitter')).toBeNull();
  });
});
