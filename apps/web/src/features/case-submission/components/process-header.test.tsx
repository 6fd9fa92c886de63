import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContactDocument, PartnerDocumentsAnswer } from '@casebridge/contract/case-submission';
import type { Role } from '@casebridge/contract/enums';
import { clearAlerts, getAlerts } from '@/lib/alerts';
import { installFakeApi } from '@/test/fake-api';
import { renderInRouter } from '@/test/render';
import { SubmitCasePage } from './submit-case-page';

/** A static process (no form to load), with what the header shows: star, note, group files. */
const process = (extra: Partial<ContactDocument> = {}): ContactDocument => ({
  id: 40,
  name: 'Globex Storage Collaboration',
  company_id: 5,
  company: { name: 'Globex Storage' },
  department: { name: 'Arrays' },
  is_favorite: false,
  files: [],
  note: null,
  can_edit_note: false,
  version: {
    id: 41,
    document_type: 'default',
    title: 'Globex Storage Collaboration',
    support_hours: '7/24/365',
    product_supported: 'G-Series 900',
    admin_note: null,
    escalation_instructions: null,
    manager_users: [],
    common_customer_section_title: null,
  },
  common_customer_section: [],
  contact_section: [],
  problem_section: [],
  doc_linkages: [],
  parent_option_name: null,
  static_document: '<p>Mail storage@globex.test.</p>',
  ...extra,
});

const answerOf = (document: ContactDocument): PartnerDocumentsAnswer => ({
  partner: {
    type: 'department',
    company: { id: 5, name: 'Globex Storage' },
    department: { id: 9, name: 'Arrays' },
    is_own_company: false,
  },
  documents: [document],
  priority_messages: { locked: false, reason: null, custom: null },
});

const setUp = (document: ContactDocument, role: Role = 'caller') => {
  const api = installFakeApi();
  api.answerWith('GET /api/caller/documents/department/9', 200, answerOf(document));
  renderInRouter(
    <SubmitCasePage
      type="department"
      entityId={9}
      user={{
        first_name: 'Dana',
        last_name: 'Reyes',
        email: 'dana@acme.test',
        phone: null,
        phone_country_code: 'US',
        role,
      }}
      onProfileUpdated={vi.fn()}
    />,
  );
  return { api, user: userEvent.setup() };
};

const bodiesOf = (api: ReturnType<typeof installFakeApi>, path: string) =>
  api.calls.filter((c) => c.method === 'POST' && c.path === path).map((c) => c.body);

beforeAll(() => {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
});
beforeEach(() => {
  window.sessionStorage.clear();
  clearAlerts();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('process header', () => {
  it('[C-004] the star toggles the favorite with the partner and document, and says its state', async () => {
    const { api, user } = setUp(process());
    api.answerWith('POST /api/caller/favorites/toggle', 200, { is_favorite: true });
    const star = await screen.findByRole('button', { name: 'Add to favorites' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    await user.click(star);
    const pressed = await screen.findByRole('button', { name: 'Remove from favorites' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    expect(bodiesOf(api, '/api/caller/favorites/toggle')).toEqual([
      { document_id: 40, company_id: 5, type: 'department', department_id: 9, is_favorite: true },
    ]);

    api.answerWith('POST /api/caller/favorites/toggle', 200, { is_favorite: false });
    await user.click(pressed);
    expect((await screen.findByRole('button', { name: 'Add to favorites' })).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(bodiesOf(api, '/api/caller/favorites/toggle')[1]).toMatchObject({ is_favorite: false });
  });

  it('[C-004] a starred process shows its star pressed', async () => {
    setUp(process({ is_favorite: true }));
    const star = await screen.findByRole('button', { name: 'Remove from favorites' });
    expect(star.getAttribute('aria-pressed')).toBe('true');
  });

  it('[C-005] callers see the internal note read-only, and nothing when there is none', async () => {
    setUp(process({ note: { note: '<p>Attach the <b>bundle</b>.</p>', location: 'document:40', document_id: 40 } }));
    const note = await screen.findByRole('region', { name: 'Internal notes' });
    expect(within(note).getByText(/Attach the/)).toBeTruthy();
    expect(within(note).queryByRole('button')).toBeNull();
  });

  it('[C-005] a caller without a note sees no internal notes section', async () => {
    setUp(process());
    await screen.findByRole('button', { name: 'Add to favorites' });
    expect(screen.queryByRole('region', { name: 'Internal notes' })).toBeNull();
  });

  it('[C-005] a manager edits the note and saves it with location document:{id}', async () => {
    const { api, user } = setUp(
      process({
        note: { note: '<p>Old note</p>', location: 'document:40', document_id: 40 },
        can_edit_note: true,
      }),
      'business_manager',
    );
    api.answerWith('POST /api/caller/notes/store', 200, {
      note: '<p>Old note and more</p>',
      location: 'document:40',
      document_id: 40,
      company_id: null,
    });
    const note = await screen.findByRole('region', { name: 'Internal notes' });
    await user.click(within(note).getByRole('button', { name: 'Edit note' }));
    const editor = await within(note).findByRole('textbox', { name: 'Internal note' });
    await user.click(editor);
    await user.keyboard(' and more');
    await user.click(within(note).getByRole('button', { name: 'Save note' }));
    await waitFor(() => {
      expect(bodiesOf(api, '/api/caller/notes/store')).toHaveLength(1);
    });
    const [body] = bodiesOf(api, '/api/caller/notes/store') as { location: string; note: string }[];
    expect(body?.location).toBe('document:40');
    expect(body?.note).toContain('more');
    expect(await within(note).findByText('Old note and more')).toBeTruthy();
    expect(getAlerts().map((a) => a.message)).toContain('Note saved');
    expect(within(note).queryByRole('textbox', { name: 'Internal note' })).toBeNull();
  });

  it("[issue 23] [C-005] the server's field error on the note shows under the editor, which keeps the text", async () => {
    const { api, user } = setUp(process({ can_edit_note: true }), 'business_manager');
    api.answerWith('POST /api/caller/notes/store', 422, { errors: { note: ['At most 20000 characters.'] } });
    const note = await screen.findByRole('region', { name: 'Internal notes' });
    await user.click(within(note).getByRole('button', { name: 'Add note' }));
    const editor = await within(note).findByRole('textbox', { name: 'Internal note' });
    await user.click(editor);
    await user.keyboard('Call first');
    await user.click(within(note).getByRole('button', { name: 'Save note' }));
    expect(
      await within(note).findByRole('textbox', { name: 'Internal note', description: 'At most 20000 characters.' }),
    ).toBe(editor);
    expect(editor.textContent).toBe('Call first');
  });

  it('[C-005] a manager without a note can add one', async () => {
    setUp(process({ can_edit_note: true }), 'program_manager');
    const note = await screen.findByRole('region', { name: 'Internal notes' });
    expect(within(note).getByRole('button', { name: 'Add note' })).toBeTruthy();
  });

  it('[C-007] a file downloads as a blob under its original name; a link opens its url', async () => {
    const files: ContactDocument['files'] = [
      {
        id: 3,
        community_id: 7,
        name: 'Interop matrix',
        document_type: 'file',
        url: null,
        original_filename: 'matrix.csv',
      },
      {
        id: 4,
        community_id: 7,
        name: 'Alliance portal',
        document_type: 'url',
        url: 'https://alliance.test/',
        original_filename: null,
      },
    ];
    const { api, user } = setUp(process({ files }));
    api.answerWith('GET /api/caller/partner_groups/7/documents/3/download', 200, { bytes: 'x' });
    const createObjectURL = vi.fn(() => 'blob:matrix');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });

    const link = await screen.findByRole('link', { name: 'Alliance portal' });
    expect(link.getAttribute('href')).toBe('https://alliance.test/');
    expect(link.getAttribute('target')).toBe('_blank');
    await user.click(screen.getByRole('button', { name: 'Download Interop matrix' }));
    await waitFor(() => {
      expect(saved).toEqual(['matrix.csv blob:matrix']);
    });
    expect(api.calls.some((c) => c.path === '/api/caller/partner_groups/7/documents/3/download')).toBe(true);
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
  });

  it('[C-007] a download error shows an error alert', async () => {
    const files: ContactDocument['files'] = [
      {
        id: 3,
        community_id: 7,
        name: 'Interop matrix',
        document_type: 'file',
        url: null,
        original_filename: 'matrix.csv',
      },
    ];
    const { api, user } = setUp(process({ files }));
    api.answerWith('GET /api/caller/partner_groups/7/documents/3/download', 404, { error: 'File not found.' });
    await user.click(await screen.findByRole('button', { name: 'Download Interop matrix' }));
    await waitFor(() => {
      expect(getAlerts().map((a) => [a.type, a.level, a.message])).toContainEqual([
        'error',
        'danger',
        'File not found.',
      ]);
    });
  });
});
