import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentType } from '@casebridge/contract/enums';
import {
  JSON_SUBMISSION_TYPE,
  type ConsoleDocument,
  type ConsoleDocumentFormData,
} from '@casebridge/contract/super-admin-documents';
import { clearAlerts } from '@/lib/alerts';
import { setToken } from '@/lib/session-storage';
import { fakeConfig } from '@/test/fake-api';
import { renderWithRouter } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { ConsoleDocumentPage } from './console-document-page';

beforeEach(() => {
  setToken('token-super');
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearAlerts();
  setToken(null);
});

const formData: ConsoleDocumentFormData = {
  company: { id: 7, name: 'Wayne Storage' },
  departments: [{ id: 21, name: 'Block Storage' }],
  communities: [{ id: 41, name: 'Cloud Interop' }],
  users: [
    { id: 11, first_name: 'Zoe', last_name: 'Lane', email: 'zoe@wayne.test' },
    { id: 12, first_name: 'Art', last_name: 'Vandelay', email: 'art@wayne.test' },
  ],
  email_templates: [
    { id: 51, type: 'new_receiving_member', slug: 'new-case', name: 'New case (standard)' },
    { id: 52, type: 'new_receiving_member', slug: 'manager-request', name: 'Manager request' },
  ],
};

const stored = (type: DocumentType, overrides: Partial<ConsoleDocument> = {}): ConsoleDocument => ({
  id: 30,
  name: 'Wayne Escalation',
  company_id: 7,
  static_document: null,
  parent_option_name: null,
  version: {
    id: 31,
    version_number: 3,
    status: 'pending',
    title: 'Wayne Escalation',
    support_hours: 'Business hours',
    product_supported: 'Arrays',
    document_type: type,
    json_type: null,
    collaborate_email: 'support@wayne.test',
    collaborate_cc_email: null,
    escalation_instructions: '<p>Call the duty manager.</p>',
    escalation_alias: null,
    admin_note: null,
    common_customer_section_title: null,
    requirements: [],
    managers: [
      { user_type: 'main', user_id: 11, user: { email: 'zoe@wayne.test', first_name: 'Zoe', last_name: 'L' } },
    ],
    tags: [{ tag: 'storage' }, { tag: 'san' }],
    departments: [{ department_id: 21 }],
  },
  group_relations: [{ community_id: 41, community_name: 'Cloud Interop', department_name: null }],
  email_templates: [{ type: 'new_receiving_member', email_template_id: 51 }],
  doc_linkages: [],
  ...overrides,
});

const routes = (document?: ConsoleDocument) => ({
  'GET /api/config': { status: 200, body: fakeConfig },
  'GET /api/super_admin/companies/7/contact_documents/form_data': { status: 200, body: formData },
  'GET /api/super_admin/companies/7/contact_documents/form_data/parent': {
    status: 200,
    body: {
      company: formData.company,
      documents: [
        { id: 61, name: 'Wayne Cloud', document_type: 'ticket' },
        { id: 62, name: 'Wayne On-Prem', document_type: 'ticket' },
      ],
    },
  },
  'GET /api/super_admin/companies/7/contact_documents/30/notes': {
    status: 200,
    body: { notes: [{ id: 1, company: 'Globex', note: 'Ask for the serial.', updated_at: '2026-01-02T03:04:05Z' }] },
  },
  ...(document ? { 'GET /api/super_admin/contact_documents/30': { status: 200, body: { document } } } : {}),
});

const saved = (document: ConsoleDocument) => ({
  status: 200,
  body: { message: 'The process has been saved.', document },
});

const open = (documentId: number, type: DocumentType) =>
  renderWithRouter(
    [
      {
        path: '/edit',
        element: <ConsoleDocumentPage companyId={7} documentId={documentId} type={type} preview={() => null} />,
      },
      { path: '/super_admin/companies/:company_id', element: <p>Company page</p> },
    ],
    { initialPath: '/edit' },
  );

const posts = (api: ReturnType<typeof stubApi>) => api.calls.filter((call) => call.method === 'POST');

describe('the console process editor (S-027..S-038)', () => {
  it('[S-031] a new process starts approved, open 7/24/365 for All products; the status offers the three', async () => {
    stubApi(routes());
    open(0, 'ticket');
    const form = await screen.findByRole('form', { name: 'Process document' });
    expect(screen.getByText(/Standard Email Process \/ Collaboration \/ Collaborative/)).toBeTruthy();
    expect(within(form).getByRole('textbox', { name: 'Support Hours' })).toHaveProperty('value', '7/24/365');
    expect(within(form).getByRole('textbox', { name: 'Products Supported' })).toHaveProperty('value', 'All');
    const status = within(form).getByRole('combobox', { name: /^Status/ });
    expect(status).toHaveProperty('value', 'Approved');
    await userEvent.click(status);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Approved',
      'Pending',
      'Rejected',
    ]);
    // A new process has no test form yet.
    expect(within(form).queryByRole('link', { name: 'Test form' })).toBeNull();
  });

  it('[S-032] a new manager process preselects the manager-request template', async () => {
    stubApi(routes());
    open(0, 'manager');
    const form = await screen.findByRole('form', { name: 'Process document' });
    expect(within(form).getByRole('combobox', { name: /^Email Template/ })).toHaveProperty('value', 'Manager request');
  });

  it('[S-029] [S-030] [S-028] an existing process loads whole into its own type`s form, with its notes and test form', async () => {
    const api = stubApi(routes(stored('solution_support')));
    // The path says ticket; the stored type decides.
    open(30, 'ticket');
    const form = await screen.findByRole('form', { name: 'Process document' });
    expect(screen.getByText(/^Solution Support \(version 3; the type cannot be changed\)/)).toBeTruthy();
    expect(api.calls.map((call) => call.path)).toEqual(
      expect.arrayContaining([
        '/api/super_admin/contact_documents/30',
        '/api/super_admin/companies/7/contact_documents/form_data',
      ]),
    );
    for (const [name, value] of [
      ['Process Name', 'Wayne Escalation'],
      ['Support Hours', 'Business hours'],
      ['Products Supported', 'Arrays'],
      ['Collaborate E-mail', 'support@wayne.test'],
      ['Collaborate CC E-mail', ''],
      ['Escalation Alias', ''],
      ['Tags', 'storage\nsan'],
    ] as const)
      expect(within(form).getByRole('textbox', { name: new RegExp(`^${name}`) })).toHaveProperty('value', value);
    for (const [name, value] of [
      ['Status', 'Pending'],
      ['Main Escalation Contact', 'Zoe Lane (zoe@wayne.test)'],
      ['Alternate Escalation Contact', 'None'],
      ['Email Template', 'New case (standard)'],
    ] as const)
      expect(within(form).getByRole('combobox', { name: new RegExp(`^${name}`) })).toHaveProperty('value', value);
    // The chosen departments and groups show as the multi-selects' pills.
    const pills = [...form.querySelectorAll('.mantine-Pill-label')].map((pill) => pill.textContent);
    expect(pills).toEqual(['Block Storage', 'Cloud Interop']);
    expect(await within(form).findByText(/Ask for the serial\./)).toBeTruthy();
    expect(within(form).getByRole('link', { name: 'Test form' }).getAttribute('href')).toBe(
      '/super_admin/companies/7/inbound_process/30/test',
    );
  });

  it('[S-029] a process of another company than the path names is not found there, and offers no form', async () => {
    stubApi(routes(stored('ticket', { company_id: 8 })));
    open(30, 'ticket');
    expect(await screen.findByText(/Wayne Storage has no process of this id\./)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Process document' })).toBeNull();
  });

  it('[S-034] Save posts the managed payload, shows field errors under their fields, then goes to the company', async () => {
    const document = stored('ticket');
    let refuse = true;
    const api = stubApi({
      ...routes(document),
      'POST /api/super_admin/companies/7/contact_documents/30': () =>
        refuse
          ? {
              status: 422,
              body: {
                error: 'Please enter the support hours.',
                errors: { support_hours: ['Please enter the support hours.'], status: ['Please choose a status.'] },
              },
            }
          : saved(document),
    });
    const { router } = open(30, 'ticket');
    const form = await screen.findByRole('form', { name: 'Process document' });
    const tags = within(form).getByRole('textbox', { name: /^Tags/ });
    await userEvent.type(tags, '{enter}nas');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Please enter the support hours.')).toBeTruthy();
    expect(within(form).getByText('Please choose a status.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/edit');
    expect(posts(api)[0]?.body).toEqual({
      document_type: 'ticket',
      status: 'pending',
      title: 'Wayne Escalation',
      support_hours: 'Business hours',
      product_supported: 'Arrays',
      json_type: null,
      collaborate_email: 'support@wayne.test',
      collaborate_cc_email: null,
      main_escalation_contact: 11,
      alt_escalation_contact: 0,
      escalation_instructions: '<p>Call the duty manager.</p>',
      escalation_alias: null,
      departments: [21],
      groups: [41],
      email_templates: { new_receiving_member: 51 },
      admin_note: null,
      tags: ['storage', 'san', 'nas'],
    });
    refuse = false;
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Company page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/super_admin/companies/7');
  });

  it('[S-033] a json process sends the fixed submission route', async () => {
    const api = stubApi({
      ...routes(),
      'POST /api/super_admin/companies/7/contact_documents/0': saved(stored('json')),
    });
    open(0, 'json');
    const form = await screen.findByRole('form', { name: 'Process document' });
    expect(within(form).getByText(new RegExp(`${JSON_SUBMISSION_TYPE} \\(fixed for JSON processes\\)`))).toBeTruthy();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Process Name' }), 'Wayne JSON');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByText('Company page');
    expect(posts(api)[0]?.body).toMatchObject({ document_type: 'json', json_type: JSON_SUBMISSION_TYPE });
  });

  it('[S-036] the static form previews the typed HTML and saves the static payload; its HTML error shows', async () => {
    let refuse = true;
    const api = stubApi({
      ...routes(),
      'POST /api/super_admin/companies/7/contact_documents/0': () =>
        refuse
          ? {
              status: 422,
              body: {
                error: "Please enter the document's HTML.",
                errors: { document_html: ["Please enter the document's HTML."] },
              },
            }
          : saved(stored('default')),
    });
    open(0, 'default');
    const form = await screen.findByRole('form', { name: 'Static document' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Process Name' }), 'Wayne Static');
    const html = within(form).getByRole('textbox', { name: 'HTML' });
    await userEvent.type(html, '<h2>Reach us</h2><script>alert(1)</script>');
    const preview = within(form).getByRole('region', { name: 'Preview of the document' });
    expect(within(preview).getByRole('heading', { name: 'Reach us' })).toBeTruthy();
    expect(preview.querySelector('script')).toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText("Please enter the document's HTML.")).toBeTruthy();
    expect(posts(api)[0]?.body).toEqual({
      document_type: 'default',
      status: 'approved',
      title: 'Wayne Static',
      support_hours: '7/24/365',
      product_supported: 'All',
      document_html: '<h2>Reach us</h2><script>alert(1)</script>',
      admin_note: null,
    });
    refuse = false;
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Company page')).toBeTruthy();
  });

  it('[S-037] [S-038] the parent form adds rows, soft-deletes a saved row, and shows row errors on their row', async () => {
    const document = stored('parent', {
      parent_option_name: 'Where does it run?',
      doc_linkages: [
        { id: 71, option_name: 'Cloud', contact_document_id: 61, deleted: false },
        { id: 72, option_name: 'Old', contact_document_id: 62, deleted: true },
      ],
    });
    const api = stubApi({
      ...routes(document),
      'POST /api/super_admin/companies/7/contact_documents/30': {
        status: 422,
        body: {
          error: 'Please choose a process of the company (not a parent).',
          errors: { 'linkages.2.contact_document_id': ['Please choose a process of the company (not a parent).'] },
        },
      },
    });
    open(30, 'parent');
    const form = await screen.findByRole('form', { name: 'Parent process' });
    expect(within(form).getByRole('textbox', { name: 'Variant Name' })).toHaveProperty('value', 'Where does it run?');
    // The soft-deleted row stays hidden; the saved one shows.
    expect(within(form).getAllByRole('textbox', { name: 'Option Name' })).toHaveLength(1);
    await userEvent.click(within(form).getByRole('button', { name: 'Add Row' }));
    const names = within(form).getAllByRole('textbox', { name: 'Option Name' });
    expect(names).toHaveLength(2);
    await userEvent.type(names[1] as HTMLElement, 'On premises');
    await userEvent.click(within(form).getAllByRole('combobox', { name: /^Inbound Process/ })[1] as HTMLElement);
    await userEvent.click(await screen.findByRole('option', { name: 'Wayne On-Prem' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Delete variant Cloud' }));
    expect(within(form).getAllByRole('textbox', { name: 'Option Name' })).toHaveLength(1);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(posts(api)).toHaveLength(1);
    });
    expect(posts(api)[0]?.body).toEqual({
      document_type: 'parent',
      status: 'pending',
      title: 'Wayne Escalation',
      parent_option_name: 'Where does it run?',
      admin_note: null,
      linkages: [
        { id: 71, option_name: 'Cloud', contact_document_id: 61, deleted: true },
        { id: 72, option_name: 'Old', contact_document_id: 62, deleted: true },
        { id: 0, option_name: 'On premises', contact_document_id: 62, deleted: false },
      ],
    });
    expect(await within(form).findByText('Please choose a process of the company (not a parent).')).toBeTruthy();
  });
});
