import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  CollaborateAnswer,
  ContactDocument,
  PartnerDocumentsAnswer,
  RequirementEntry,
} from '@casebridge/contract/case-submission';
import type { RequirementType } from '@casebridge/contract/enums';
import { clearAlerts, getAlerts } from '@/lib/alerts';
import { fakeConfig, installFakeApi } from '@/test/fake-api';
import { renderInRouter } from '@/test/render';
import { SubmitCasePage } from './submit-case-page';

const entry = (
  id: number,
  type: RequirementType,
  label: string,
  extra: Partial<Omit<RequirementEntry, 'requirement'>> = {},
): RequirementEntry => ({
  requirement_id: id,
  required: false,
  group: null,
  options: [],
  additional_settings: null,
  ...extra,
  requirement: { id, type, label, code_label: null },
});

/** A process with all 13 requirement types (C-020). */
const everyType: ContactDocument = {
  id: 40,
  name: 'Globex Storage Collaboration',
  company_id: 5,
  company: { name: 'Globex Storage' },
  department: null,
  is_favorite: true,
  files: [],
  note: null,
  can_edit_note: false,
  version: {
    id: 41,
    document_type: 'ticket',
    title: 'Globex Storage Collaboration',
    support_hours: '7/24/365',
    product_supported: 'G-Series 900',
    admin_note: '<p>Globex triages within 30 minutes.</p>',
    escalation_instructions: null,
    manager_users: [],
    common_customer_section_title: 'Joint customer',
  },
  common_customer_section: [
    entry(1, 'string', 'Customer company', { required: true }),
    entry(2, 'email', 'Customer email'),
    entry(3, 'db_select', 'Customer country', { options: { model: 'countries', foreign_key: 'id' } }),
  ],
  contact_section: [entry(4, 'phone', 'Customer phone'), entry(5, 'timezone', 'Customer time zone')],
  problem_section: [
    entry(6, 'select', 'Array model', { required: true, options: ['G-500', 'G-900'] }),
    entry(7, 'select', 'Severity', { options: 'Sev 1\nSev 2', additional_settings: { allow_other: false } }),
    entry(8, 'tierselect', 'Product and version', {
      required: true,
      options: [
        { value: 'G-OS', sub_options: ['9.1', '9.2'], linked_required: ['9.2'] },
        { value: 'Archive OS', sub_options: [], linked_required: [] },
      ],
      additional_settings: { linked_label: 'Hotfix level' },
    }),
    entry(9, 'groupselect', 'Protocol', {
      options: ['Block', 'File'],
      additional_settings: { groups: { Block: ['block'], File: ['file'] } },
    }),
    entry(10, 'string', 'LUN ID', { group: 'block', required: true }),
    entry(11, 'string', 'Export path', { group: 'file' }),
    entry(12, 'integer', 'Affected hosts'),
    entry(13, 'url', 'Diagnostics URL'),
    entry(14, 'text', 'Error log'),
    entry(15, 'hidden', 'Source system', { options: 'casebridge' }),
    entry(16, 'copy', 'KB reference', { options: 'KB-4411' }),
  ],
  doc_linkages: [],
  parent_option_name: null,
  static_document: null,
};

const answerOf = (
  documents: ContactDocument[],
  priority: PartnerDocumentsAnswer['priority_messages'] = { locked: false, reason: null, custom: null },
): PartnerDocumentsAnswer => ({
  partner: { type: 'company', company: { id: 5, name: 'Globex Storage' }, department: null, is_own_company: false },
  documents,
  priority_messages: priority,
});

const user = {
  first_name: 'Dana',
  last_name: 'Reyes',
  email: 'dana@acme.test',
  phone: '408 555 0100',
  phone_country_code: 'US',
};

const sent: CollaborateAnswer = {
  success: true,
  message: 'Your collaboration request has been sent to Globex Storage.',
  case: {
    token: 'tok_abcdefghijklmnopqrstuvwxyz',
    network_case_number: 'CB-2026-004213',
    internal_case_number: 'ACME-1',
    summary: 'Array drops sessions',
    priority: 'high',
    receiver: 'Globex Storage',
    department: null,
    is_sample: false,
  },
  escalation_instructions: '<p>Phone the <strong>duty manager</strong>.</p>',
};

const setUp = (answer: PartnerDocumentsAnswer, prepare?: (api: ReturnType<typeof installFakeApi>) => void) => {
  const api = installFakeApi();
  prepare?.(api);
  api.answerWith('GET /api/caller/documents/company/5', 200, answer);
  api.answerWith('POST /api/caller/db_select_options', 200, { '49': 'Germany', '1': 'United States', US: 'x' });
  const onProfileUpdated = vi.fn();
  renderInRouter(<SubmitCasePage type="company" entityId={5} user={user} onProfileUpdated={onProfileUpdated} />);
  return { api, user: userEvent.setup(), onProfileUpdated };
};

const form = () => screen.getByRole('form', { name: /^Case for Globex Storage/ });
const field = (name: string) => within(form()).getByRole('textbox', { name });
const choice = (name: string) => within(form()).getByRole('combobox', { name });
const collaborateBodies = (api: ReturnType<typeof installFakeApi>) =>
  api.calls.filter((c) => c.path === '/api/caller/collaborate/40').map((c) => c.body as Record<string, unknown>);

/** The message shown for an input, through its aria-describedby as a screen reader finds it. */
const errorOf = (input: HTMLElement): string | null => {
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .filter((id) => id.endsWith('-error'))
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
};

beforeAll(() => {
  // happy-dom has no FontFaceSet; Mantine's autosize textarea listens to it for a resize once fonts load.
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
});
beforeEach(() => {
  window.sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** Fills what the fixture requires. */
const fillRequired = async (u: ReturnType<typeof userEvent.setup>, model: string | null = 'G-900') => {
  await u.type(field('Your case number'), 'ACME-1');
  await u.selectOptions(choice('Priority'), 'high');
  await u.type(field('Problem summary'), 'Array drops sessions');
  await u.type(field('Problem description'), 'Hosts lose paths.');
  await u.type(field('Customer company'), 'Northwind');
  if (model !== null) await u.selectOptions(choice('Array model'), model);
  await u.selectOptions(choice('Product and version'), 'Archive OS');
};

describe('submit case page', () => {
  it('[C-020] [C-021] [C-019] each requirement type has its own input, optional ones say "(Optional)", hidden shows nothing', async () => {
    setUp(answerOf([everyType]));
    await screen.findByRole('form', { name: /^Case for Globex Storage/ });
    expect(screen.getByRole('heading', { level: 1, name: 'Globex Storage' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Joint customer' })).toBeTruthy();
    expect(field('Customer company').getAttribute('required')).not.toBeNull();
    expect(field('Customer email').getAttribute('type')).toBe('email');
    expect(field('Customer email').getAttribute('placeholder')).toBe('(Optional)');
    expect(field('Customer phone').getAttribute('type')).toBe('tel');
    expect(field('Diagnostics URL').getAttribute('type')).toBe('url');
    expect(field('Affected hosts').getAttribute('inputmode')).toBe('numeric');
    expect(field('Error log').tagName).toBe('TEXTAREA');
    expect(field('Error log').getAttribute('placeholder')).toBe('(Optional)');
    for (const name of ['Array model', 'Severity', 'Product and version', 'Protocol', 'Customer time zone'])
      expect(choice(name).tagName, name).toBe('SELECT');
    await waitFor(() => {
      expect(within(choice('Customer country')).getByRole('option', { name: 'Germany' })).toBeTruthy();
    });
    expect(within(choice('Severity')).getAllByRole('option')[0]?.textContent).toBe('(Optional)');
    expect(within(form()).getByText('KB-4411')).toBeTruthy();
    expect(within(form()).getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(within(form()).queryByText('Source system')).toBeNull();
  });

  it('[C-013] [C-016] [C-017] the engineer block starts from the user, then the case fields; priorities read "High - P1"', async () => {
    setUp(answerOf([everyType]));
    await screen.findByRole('form', { name: /^Case for Globex Storage/ });
    const order = [
      'First name',
      'Last name',
      'Email',
      'Phone',
      'Your case number',
      'Problem summary',
      'Problem description',
    ];
    const inputs = within(form()).getAllByRole('textbox');
    const positions = order.map((name) => inputs.indexOf(field(name)));
    expect(positions.every((position, i) => position >= 0 && (i === 0 || position > (positions[i - 1] ?? 0)))).toBe(
      true,
    );
    expect(inputs.indexOf(field('Problem description'))).toBeLessThan(inputs.indexOf(field('Customer company')));
    expect(within(form()).getByRole('checkbox', { name: 'Save these contact details to my profile' })).toBeTruthy();
    expect((field('First name') as HTMLInputElement).value).toBe('Dana');
    expect((field('Email') as HTMLInputElement).value).toBe('dana@acme.test');
    expect((field('Phone') as HTMLInputElement).value).toBe('408 555 0100');
    expect((choice('Country code') as HTMLSelectElement).value).toBe('US');
    expect(
      within(choice('Priority'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a priority…', 'High - P1', 'Medium - P2', 'Low - P3']);
  });

  it('[C-018] a held priority is Low - P3, locked, with the reason', async () => {
    const reason =
      'Priority is held at Low - P3: the standard membership of Globex Storage does not include 7x24 collaboration.';
    setUp(answerOf([everyType], { locked: true, reason, custom: null }));
    await screen.findByRole('form', { name: /^Case for Globex Storage/ });
    const priority = choice('Priority') as HTMLSelectElement;
    expect(priority.disabled).toBe(true);
    expect(priority.value).toBe('low');
    expect(screen.getByText(reason)).toBeTruthy();
  });

  it("[C-024] a group's requirements show only while the groupselect chooses it", async () => {
    const { user: u } = setUp(answerOf([everyType]));
    await screen.findByRole('form', { name: /^Case for Globex Storage/ });
    expect(within(form()).queryByRole('textbox', { name: 'LUN ID' })).toBeNull();
    expect(within(form()).queryByRole('textbox', { name: 'Export path' })).toBeNull();
    await u.selectOptions(choice('Protocol'), 'Block');
    expect(field('LUN ID')).toBeTruthy();
    expect(within(form()).queryByRole('textbox', { name: 'Export path' })).toBeNull();
    await u.selectOptions(choice('Protocol'), 'File');
    expect(field('Export path')).toBeTruthy();
    expect(within(form()).queryByRole('textbox', { name: 'LUN ID' })).toBeNull();
  });

  it('[C-023] the sub-options follow the main option; the linked field shows only for a sub-option that needs it', async () => {
    const { user: u } = setUp(answerOf([everyType]));
    await screen.findByRole('form', { name: /^Case for Globex Storage/ });
    await u.selectOptions(choice('Product and version'), 'G-OS');
    const sub = choice('Product and version: G-OS');
    await u.selectOptions(sub, '9.1');
    expect(within(form()).queryByRole('textbox', { name: 'Hotfix level' })).toBeNull();
    await u.selectOptions(sub, '9.2');
    expect(field('Hotfix level')).toBeTruthy();
    await u.selectOptions(choice('Product and version'), 'Archive OS');
    expect(within(form()).queryByRole('combobox', { name: /^Product and version: / })).toBeNull();
  });

  it('[C-022] a select offers Other with its own text unless allow_other is false', async () => {
    const { api, user: u } = setUp(answerOf([everyType]));
    api.answerWith('POST /api/caller/collaborate/40', 200, sent);
    await screen.findByRole('form', { name: /^Case for Globex Storage/ });
    expect(within(choice('Severity')).queryByRole('option', { name: 'Other…' })).toBeNull();
    expect(
      within(choice('Severity'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['(Optional)', 'Sev 1', 'Sev 2']);
    expect(within(choice('Array model')).getByRole('option', { name: 'Other…' })).toBeTruthy();
    await u.selectOptions(choice('Array model'), 'Other');
    await u.type(field('Array model: other'), 'G-1200 prototype');
    await fillRequired(u, null);
    await u.click(within(form()).getByRole('button', { name: /^Send case/ }));
    await screen.findByRole('heading', { name: 'Request sent' });
    expect(collaborateBodies(api)[0]?.custom_6).toBe('G-1200 prototype');
  });

  it('[C-028] Send again after a failure repeats the submission under its Idempotency-Key; changed values are a new one', async () => {
    const { api, user: u } = setUp(answerOf([everyType]));
    api.answerWith('POST /api/caller/collaborate/40', 503, {
      error: 'The service is briefly unavailable. Try again in a moment.',
    });
    await screen.findByRole('form', { name: /^Case for Globex Storage/ });
    await fillRequired(u);
    const sendCase = () => u.click(within(form()).getByRole('button', { name: /^Send case/ }));
    const keys = () => api.calls.filter((c) => c.path === '/api/caller/collaborate/40').map((c) => c.idempotencyKey);
    await sendCase();
    await waitFor(() => {
      expect(keys()).toHaveLength(1);
    });
    await sendCase();
    await waitFor(() => {
      expect(keys()).toHaveLength(2);
    });
    await u.type(field('Problem summary'), ' on failover');
    api.answerWith('POST /api/caller/collaborate/40', 200, sent);
    await sendCase();
    await screen.findByRole('heading', { name: 'Request sent' });
    const [first, retried, changed] = keys();
    expect(first).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(retried).toBe(first);
    expect(changed).not.toBe(first);
  });

  it("[C-026] a timezone requirement starts at the browser's time zone", async () => {
    setUp(answerOf([everyType]));
    await screen.findByRole('form', { name: /^Case for Globex Storage/ });
    expect((choice('Customer time zone') as HTMLSelectElement).value).toBe(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
  });

  it('[C-028] [C-014] the body carries the standard fields, custom_{id} values and the partner; the phone as "country: number"', async () => {
    const { api, user: u } = setUp(answerOf([everyType]));
    api.answerWith('POST /api/caller/collaborate/40', 200, sent);
    await screen.findByRole('form', { name: /^Case for Globex Storage/ });
    await fillRequired(u);
    await u.click(within(form()).getByRole('button', { name: /^Send case/ }));
    await screen.findByRole('heading', { name: 'Request sent' });
    const [body] = collaborateBodies(api);
    expect(body).toMatchObject({
      first_name: 'Dana',
      last_name: 'Reyes',
      email: 'dana@acme.test',
      phone_number: 'US: 408 555 0100',
      phone_country_code: 'US',
      internal_case_number: 'ACME-1',
      problem_summary: 'Array drops sessions',
      problem_description: 'Hosts lose paths.',
      case_priority: 'high',
      update_profile: false,
      company_name: 'Globex Storage',
      collaborate_type: 'company',
      collaborate_entity: 5,
      sample_submission: false,
      custom_1: 'Northwind',
      custom_6: 'G-900',
      custom_8: { value: 'Archive OS', sub_option: '', linked: '' },
      custom_15: 'casebridge',
    });
  });

  it('[C-014] an invalid engineer phone is said so and left out of the body', async () => {
    const { api, user: u } = setUp(answerOf([everyType]));
    api.answerWith('POST /api/caller/collaborate/40', 200, sent);
    await screen.findByRole('form', { name: /^Case for Globex Storage/ });
    await u.clear(field('Phone'));
    await u.type(field('Phone'), 'ask the desk');
    expect(screen.getByText('Not a valid phone number: it will not be sent.')).toBeTruthy();
    await fillRequired(u);
    await u.click(within(form()).getByRole('button', { name: /^Send case/ }));
    await screen.findByRole('heading', { name: 'Request sent' });
    expect(collaborateBodies(api)[0]).not.toHaveProperty('phone_number');
  });

  it("[C-029] the server's 422 shows each first message under its field (custom_{id} under the requirement) and keeps every value", async () => {
    const { api, user: u } = setUp(answerOf([everyType]));
    api.answerWith('POST /api/caller/collaborate/40', 422, {
      errors: {
        custom_12: ['Please enter a whole number.'],
        'custom_8.linked': ['This field is required.'],
        problem_summary: ['At most 255 characters.', 'A second message.'],
      },
    });
    await screen.findByRole('form', { name: /^Case for Globex Storage/ });
    await fillRequired(u);
    await u.selectOptions(choice('Product and version'), 'G-OS');
    await u.selectOptions(choice('Product and version: G-OS'), '9.2');
    await u.type(field('Affected hosts'), 'fourteen');
    await u.click(within(form()).getByRole('button', { name: /^Send case/ }));
    await waitFor(() => {
      expect(errorOf(field('Affected hosts'))).toBe('Please enter a whole number.');
    });
    expect(errorOf(field('Hotfix level'))).toBe('This field is required.');
    expect(errorOf(field('Problem summary'))).toBe('At most 255 characters.');
    expect(screen.queryByText('A second message.')).toBeNull();
    expect(document.activeElement).toBe(field('Problem summary'));
    expect(screen.getByText(/3 fields need your attention/)).toBeTruthy();
    expect((field('Affected hosts') as HTMLInputElement).value).toBe('fourteen');
    expect((field('Customer company') as HTMLInputElement).value).toBe('Northwind');
  });

  it('[C-030] a sent case replaces the form with the summary and the escalation instructions', async () => {
    const { api, user: u } = setUp(answerOf([everyType]));
    api.answerWith('POST /api/caller/collaborate/40', 200, sent);
    await screen.findByRole('form', { name: /^Case for Globex Storage/ });
    await fillRequired(u);
    await u.click(within(form()).getByRole('button', { name: /^Send case/ }));
    const heading = await screen.findByRole('heading', { name: 'Request sent' });
    expect(screen.queryByRole('form', { name: /^Case for Globex Storage/ })).toBeNull();
    expect(screen.getByText('Your collaboration request has been sent to Globex Storage.')).toBeTruthy();
    const instructions = screen.getByRole('region', { name: 'Escalation instructions' });
    expect(within(instructions).getByText('duty manager').tagName).toBe('STRONG');
    // Issue 24: the network case number, in the summary and where the instructions ask for the case number.
    expect(screen.getByTestId('network-case-number').textContent).toBe('CB-2026-004213');
    expect(instructions.textContent).toContain('When you escalate, quote case number CB-2026-004213.');
    expect(screen.getByRole('link', { name: 'View the case' }).getAttribute('href')).toBe(
      '/my-cases/tok_abcdefghijklmnopqrstuvwxyz',
    );
    expect(document.activeElement).toBe(heading);
  });

  it('[C-015] update_profile is sent, and the page is told to reload the user', async () => {
    const { api, user: u, onProfileUpdated } = setUp(answerOf([everyType]));
    api.answerWith('POST /api/caller/collaborate/40', 200, sent);
    await screen.findByRole('form', { name: /^Case for Globex Storage/ });
    await fillRequired(u);
    await u.click(within(form()).getByRole('checkbox', { name: 'Save these contact details to my profile' }));
    await u.click(within(form()).getByRole('button', { name: /^Send case/ }));
    await screen.findByRole('heading', { name: 'Request sent' });
    expect(collaborateBodies(api)[0]?.update_profile).toBe(true);
    expect(onProfileUpdated).toHaveBeenCalledOnce();
  });

  it('[C-027] the sample option fills the empty fields with test values and sends sample_submission', async () => {
    const { api, user: u } = setUp(answerOf([everyType]));
    api.answerWith('POST /api/caller/collaborate/40', 200, sent);
    await screen.findByRole('form', { name: /^Case for Globex Storage/ });
    await u.type(field('Customer company'), 'Northwind');
    await u.click(within(form()).getByRole('switch', { name: /Sample submission/ }));
    expect((field('Customer company') as HTMLInputElement).value).toBe('Northwind');
    expect((field('Problem summary') as HTMLInputElement).value).toBe('Sample case submission');
    expect((choice('Array model') as HTMLSelectElement).value).toBe('G-500');
    expect((field('Customer email') as HTMLInputElement).value).toBe('sample@example.com');
    await u.click(within(form()).getByRole('button', { name: /^Send case/ }));
    await screen.findByRole('heading', { name: 'Request sent' });
    expect(collaborateBodies(api)[0]).toMatchObject({
      sample_submission: true,
      case_priority: 'low',
      custom_8: { value: 'G-OS', sub_option: '9.1', linked: '' },
    });
  });

  it('what was typed survives the page being opened again, until the case is sent', async () => {
    const first = setUp(answerOf([everyType]));
    await screen.findByRole('form', { name: /^Case for Globex Storage/ });
    await first.user.type(field('Problem summary'), 'Array drops sessions');
    // The draft is written a moment after the last keystroke: wait for it to be in session storage.
    await waitFor(() => {
      const drafts = Object.keys(sessionStorage).filter((key) => key.startsWith('casebridge.case-draft.'));
      expect(drafts.map((key) => sessionStorage.getItem(key)).join()).toContain('Array drops sessions');
    });
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
    setUp(answerOf([everyType]));
    await screen.findByRole('form', { name: /^Case for Globex Storage/ });
    expect((field('Problem summary') as HTMLInputElement).value).toBe('Array drops sessions');
  });

  it('[C-008] [C-009] a static process shows its page and no form', async () => {
    setUp(
      answerOf([
        {
          ...everyType,
          version: { ...everyType.version, document_type: 'default' },
          static_document: '<h2>Call Umbrella</h2>',
        },
      ]),
    );
    expect(await screen.findByRole('heading', { name: 'Call Umbrella' })).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('[C-011] a parent process offers its options; choosing one loads and shows that sub-process', async () => {
    const parent: ContactDocument = {
      ...everyType,
      id: 50,
      version: { ...everyType.version, id: 51, document_type: 'parent', title: 'Globex routing' },
      parent_option_name: 'Which product is affected?',
      doc_linkages: [
        { contact_document_id: 40, option_name: 'Storage arrays' },
        { contact_document_id: 60, option_name: 'Archive' },
      ],
    };
    const { api, user: u } = setUp(answerOf([parent]));
    api.answerWith('GET /api/caller/sub_documents/40/company/5', 200, answerOf([everyType]));
    expect(await screen.findByRole('heading', { name: 'Which product is affected?' })).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Storage arrays' }));
    expect(await screen.findByRole('form', { name: /^Case for Globex Storage/ })).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/api/caller/sub_documents/40/company/5')).toBe(true);
  });

  it("[C-003] the header shows hours, products, the star, the partner's note, your internal note and the group documents", async () => {
    setUp(
      answerOf([
        {
          ...everyType,
          note: { note: '<p>Attach the bundle.</p>', location: 'document', document_id: 40 },
          files: [
            {
              id: 3,
              community_id: 2,
              name: 'Interop matrix',
              document_type: 'url',
              url: 'https://globex.example/interop',
              original_filename: null,
            },
          ],
        },
      ]),
    );
    await screen.findByRole('form', { name: /^Case for Globex Storage/ });
    expect(screen.getByText('7/24/365')).toBeTruthy();
    expect(screen.getByText('G-Series 900', { selector: 'p' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove from favorites' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(screen.getByRole('region', { name: 'Note from Globex Storage' })).getByText(/triages/)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Internal notes' })).getByText('Attach the bundle.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Interop matrix' }).getAttribute('href')).toBe(
      'https://globex.example/interop',
    );
  });

  it('[C-006] the process owner and escalation instructions show when the server gives them (managers), not otherwise', async () => {
    setUp(
      answerOf([
        {
          ...everyType,
          version: {
            ...everyType.version,
            escalation_instructions: '<p>Page the duty manager.</p>',
            manager_users: [{ user_type: 'main', name: 'Gina Bauer', email: 'bm@globex.test' }],
          },
        },
      ]),
    );
    await screen.findByRole('form', { name: /^Case for Globex Storage/ });
    expect(within(screen.getByRole('region', { name: 'Process owner' })).getByText(/Gina Bauer/)).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Escalation instructions' })).getByText('Page the duty manager.'),
    ).toBeTruthy();
  });

  it("[C-006] a caller's answer has neither, and the page shows neither", async () => {
    setUp(answerOf([everyType]));
    await screen.findByRole('form', { name: /^Case for Globex Storage/ });
    expect(screen.queryByRole('region', { name: 'Process owner' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Escalation instructions' })).toBeNull();
  });

  it('[C-032] a manager process shows the manager request form; it posts its fields with the company and process, then the summary', async () => {
    const managerDoc: ContactDocument = {
      ...everyType,
      id: 80,
      version: { ...everyType.version, id: 81, document_type: 'manager', title: 'Globex Manager Escalation' },
      common_customer_section: [],
      contact_section: [],
      problem_section: [],
    };
    const { api, user: u, onProfileUpdated } = setUp(answerOf([managerDoc]));
    api.answerWith('POST /api/manager/request/create', 200, {
      success: true,
      message: 'Your escalation request has been sent to the managers of this process.',
      case_token: 'manager-case-token-0123456789',
      network_case_number: 'CB-2026-004214',
      escalation_instructions: '<p>Managers answer within 30 minutes.</p>',
    });
    const request = await screen.findByRole('form', { name: 'Manager request to Globex Storage' });
    const inRequest = within(request);
    expect(inRequest.getByRole<HTMLInputElement>('textbox', { name: 'First name' }).value).toBe('Dana');
    expect(
      inRequest.getByRole<HTMLInputElement>('checkbox', { name: 'Save these contact details to my profile' }).checked,
    ).toBe(true);
    await u.click(inRequest.getByRole('button', { name: 'Send escalation request' }));
    await waitFor(() => {
      expect(errorOf(inRequest.getByRole('textbox', { name: 'Your case number' }))).toBe('This field is required.');
    });
    expect(errorOf(inRequest.getByRole('textbox', { name: 'Business impact' }))).toBe('This field is required.');
    await u.type(inRequest.getByRole('textbox', { name: 'Your case number' }), 'ACME-INC-1');
    await u.type(inRequest.getByRole('textbox', { name: 'Globex Storage case number' }), 'GLX-9');
    await u.type(inRequest.getByRole('textbox', { name: 'Business impact' }), 'Production down.');
    await u.type(inRequest.getByRole('textbox', { name: 'Notes' }), 'CIO on the bridge.');
    await u.click(inRequest.getByRole('button', { name: 'Send escalation request' }));
    await screen.findByRole('heading', { name: 'Request sent' });
    const body = api.calls.find((c) => c.path === '/api/manager/request/create')?.body;
    expect(body).toEqual({
      first_name: 'Dana',
      last_name: 'Reyes',
      email: 'dana@acme.test',
      phone: '408 555 0100',
      phone_country_code: 'US',
      internal_reference: 'ACME-INC-1',
      vendor_reference: 'GLX-9',
      business_impact: 'Production down.',
      escalation_type: 'critical',
      update_profile: true,
      notes: 'CIO on the bridge.',
      company: 'Globex Storage',
      receive_company_id: 5,
      contact_document_id: 80,
    });
    expect(onProfileUpdated).toHaveBeenCalledOnce();
    expect(screen.getByText('Your escalation request has been sent to the managers of this process.')).toBeTruthy();
    expect(screen.getByText('Managers answer within 30 minutes.')).toBeTruthy();
    // The summary links to the manager case; the managers' own link is only ever in their email.
    expect(screen.getByRole('link', { name: 'View the case' }).getAttribute('href')).toBe(
      '/my-cases/manager-case-token-0123456789',
    );
  });

  it('several processes are offered as tabs', async () => {
    const second = { ...everyType, id: 70, version: { ...everyType.version, id: 71, title: 'Globex Archive' } };
    const { user: u } = setUp(answerOf([everyType, second]));
    expect(await screen.findByRole('tab', { name: 'Globex Storage Collaboration', selected: true })).toBeTruthy();
    await u.click(screen.getByRole('tab', { name: 'Globex Archive' }));
    expect(await screen.findByRole('heading', { name: 'Globex Archive' })).toBeTruthy();
  });

  it('a process of your own company takes no case', async () => {
    const own = answerOf([everyType]);
    setUp({ ...own, partner: { ...own.partner, is_own_company: true } });
    expect(await screen.findByText(/You cannot send a case to your own company/)).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('[C-012] the help beside Priority is loaded when first opened and shows its title and content', async () => {
    const { api, user: u } = setUp(answerOf([everyType]), (fake) => {
      fake.answerWith('GET /api/help_hints/case_priority', 200, {
        title: 'Choosing a priority',
        content: '<p>Use <strong>High - P1</strong> when production is down.</p>',
      });
    });
    await screen.findByRole('form', { name: /^Case for Globex Storage/ });
    const hintCalls = () => api.calls.filter((c) => c.path.startsWith('/api/help_hints/'));
    // The label is still the select's whole name, and nothing is loaded before the help is asked for.
    expect(choice('Priority')).toBeTruthy();
    expect(hintCalls()).toEqual([]);

    await u.click(screen.getByRole('button', { name: 'Help: Priority' }));
    const popover = await screen.findByRole('dialog', { name: 'Choosing a priority' });
    expect(within(popover).getByText('High - P1').tagName).toBe('STRONG');
    expect(hintCalls().map((c) => c.path)).toEqual(['/api/help_hints/case_priority']);

    // Closed and opened again: the hint is not loaded twice.
    await u.click(screen.getByRole('button', { name: 'Help: Priority' }));
    await u.click(screen.getByRole('button', { name: 'Help: Priority' }));
    expect(await screen.findByRole('dialog', { name: 'Choosing a priority' })).toBeTruthy();
    expect(hintCalls()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Help: Your case number' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Help: Your contact details' })).toBeTruthy();
  });

  it('[C-012] a help topic the server does not know says so in the popover, with a Retry', async () => {
    const { user: u } = setUp(answerOf([everyType]), (fake) => {
      fake.answerWith('GET /api/help_hints/engineer_contact', 404, { error: 'No help is written for this topic yet.' });
    });
    await screen.findByRole('form', { name: /^Case for Globex Storage/ });
    await u.click(screen.getByRole('button', { name: 'Help: Your contact details' }));
    const popover = await screen.findByRole('dialog', { name: 'Help: Your contact details' });
    expect(await within(popover).findByText('No help is written for this topic yet.')).toBeTruthy();
    expect(within(popover).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  describe('[C-010] the case exchange on a static process', () => {
    const staticProcess = answerOf([
      {
        ...everyType,
        version: { ...everyType.version, document_type: 'default' },
        static_document: '<h2>Call Umbrella</h2>',
      },
    ]);
    const withExchange = (answer: unknown) => (fake: ReturnType<typeof installFakeApi>) => {
      fake.answerWith('GET /api/config', 200, { ...fakeConfig, case_exchange: true });
      fake.answerWith('GET /api/caller/case_exchange/cases', 200, answer);
    };
    beforeEach(() => {
      clearAlerts();
    });

    it('[C-010] opens the returned url in a new tab that cannot reach back', async () => {
      const open = vi.spyOn(window, 'open').mockReturnValue(null);
      const { user: u } = setUp(
        staticProcess,
        withExchange({ success: true, url: 'https://exchange.example/cases', message: null }),
      );
      await u.click(await screen.findByRole('button', { name: 'Open case exchange' }));
      await waitFor(() => {
        expect(open).toHaveBeenCalledWith('https://exchange.example/cases', '_blank', 'noopener,noreferrer');
      });
      expect(getAlerts()).toEqual([]);
      open.mockRestore();
    });

    it('[C-010] on failure shows a warning with the returned message and opens nothing', async () => {
      const open = vi.spyOn(window, 'open').mockReturnValue(null);
      const { user: u } = setUp(
        staticProcess,
        withExchange({ success: false, url: null, message: 'Case exchange is not available on this network.' }),
      );
      await u.click(await screen.findByRole('button', { name: 'Open case exchange' }));
      await waitFor(() => {
        expect(getAlerts().map((a) => [a.level, a.message])).toEqual([
          ['warning', 'Case exchange is not available on this network.'],
        ]);
      });
      expect(open).not.toHaveBeenCalled();
      open.mockRestore();
    });

    it('[C-010] a url that is not a web address is never opened', async () => {
      const open = vi.spyOn(window, 'open').mockReturnValue(null);
      const { user: u } = setUp(
        staticProcess,
        withExchange({ success: true, url: 'javascript:alert(1)', message: null }),
      );
      await u.click(await screen.findByRole('button', { name: 'Open case exchange' }));
      await waitFor(() => {
        expect(getAlerts().map((a) => a.level)).toEqual(['warning']);
      });
      expect(open).not.toHaveBeenCalled();
      open.mockRestore();
    });

    it('[C-010] a network without a case exchange offers no button', async () => {
      setUp(staticProcess);
      expect(await screen.findByRole('heading', { name: 'Call Umbrella' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Open case exchange' })).toBeNull();
    });
  });
});
