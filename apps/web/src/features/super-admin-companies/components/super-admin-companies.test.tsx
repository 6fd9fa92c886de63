import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompanyGroup, CompanyProcess, SuperAdminCompany } from '@casebridge/contract/super-admin-companies';
import { clearAlerts } from '@/lib/alerts';
import { setToken } from '@/lib/session-storage';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { AlertBanner } from '@/components/alert-banner';
import { companyUser, memberCompany } from '@/test/company-fixtures';
import { fakeConfig } from '@/test/fake-api';
import { createTestQueryClient, renderInRouter, renderWithRouter } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { CompaniesPage } from './companies-page';
import { CompanyDetailPage } from './company-detail-page';
import { CompanyFormPage } from './company-form-page';

beforeEach(() => {
  setToken('token-super');
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearAlerts();
  setToken(null);
});

const consoleCompany = (overrides: Partial<SuperAdminCompany> = {}): SuperAdminCompany => ({
  ...memberCompany(),
  region_text: null,
  public_web_text: null,
  has_logo: false,
  form_designer: false,
  sso: {
    sso_identity_source: null,
    sso_idp_entity_url: null,
    sso_idp_federation_url: null,
    sso_idp_logout_url: null,
    sso_login_section: null,
    sso_registration_section: null,
    sso_idp_initiated: false,
    has_identity_file: false,
  },
  created_at: '2026-01-02T03:04:05.000Z',
  ...overrides,
});

const process = (id: number, name: string, cases = 0): CompanyProcess => ({
  id,
  name,
  document_type: 'ticket',
  status: 'approved',
  notes: 0,
  cases,
  updated_at: '2026-01-02T03:04:05.000Z',
});
const relation = (id: number, name: string, active: boolean): CompanyGroup => ({
  id,
  community_id: id + 100,
  community_name: name,
  community_type: 'open_group',
  department_name: null,
  document_name: null,
  user_access_flag: 'all',
  member_relationship: 'many_to_many',
  is_active: active,
});

const detailRoutes = (company: SuperAdminCompany) => ({
  'GET /api/config': { status: 200, body: fakeConfig },
  'GET /api/super_admin/companies/7': { status: 200, body: { company } },
  'GET /api/super_admin/companies/7/users': { status: 200, body: { users: [companyUser(11, 'Zoe')] } },
  'GET /api/super_admin/companies/7/departments/all': { status: 200, body: { departments: [] } },
  'GET /api/super_admin/companies/7/contact_documents/all': {
    status: 200,
    body: { documents: [process(31, 'Wayne Escalation')] },
  },
  'GET /api/super_admin/companies/7/groups': {
    status: 200,
    body: { groups: [relation(41, 'Cloud Interop', true), relation(42, 'Old Alliance', false)] },
  },
});

const renderDetail = () =>
  renderInRouter(
    <>
      <AlertBanner />
      <ConfirmDialog />
      <CompanyDetailPage companyId={7} />
    </>,
  );

describe('CompaniesPage', () => {
  it('[S-010] lists the companies with their columns, a login link from the slug, Add New and Export', async () => {
    stubApi({
      'GET /api/config': { status: 200, body: fakeConfig },
      'GET /api/super_admin/companies': {
        status: 200,
        body: {
          companies: [
            {
              id: 7,
              name: 'Wayne Storage',
              slug: 'wayne',
              groups: ['Cloud Interop'],
              membership_type: 'elite',
              users: 4,
              status: 'inactive',
            },
          ],
        },
      },
    });
    renderInRouter(<CompaniesPage />);
    const table = await screen.findByRole('table', { name: 'Companies' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      expect.stringMatching(/^Name/),
      expect.stringMatching(/^Groups/),
      expect.stringMatching(/^Membership Type/),
      expect.stringMatching(/^Users/),
      expect.stringMatching(/^Status/),
      'Login Link',
    ]);
    const row = within(table).getAllByRole('row')[1];
    expect(row?.textContent).toContain('Cloud Interop');
    expect(row?.textContent).toContain('Inactive');
    expect(within(table).getByRole('link', { name: 'Wayne Storage' })).toHaveProperty(
      'href',
      expect.stringMatching(/\/super_admin\/companies\/7$/),
    );
    expect(within(table).getByRole('link', { name: 'Login page of Wayne Storage' }).getAttribute('href')).toMatch(
      /^http:\/\/wayne\./,
    );
    expect(screen.getByRole('link', { name: 'Add New' }).getAttribute('href')).toBe('/super_admin/companies/0/edit');
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();
  });
});

describe('CompanyDetailPage', () => {
  it('[S-012] [S-040] shows the five panels, each collapsing; relations show their active dot', async () => {
    stubApi(detailRoutes(consoleCompany()));
    const events = userEvent.setup();
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: memberCompany().name });
    for (const name of ['Info', 'Users', 'Departments', 'Process Forms', 'Groups'])
      expect(screen.getByRole('button', { name }).getAttribute('aria-expanded')).toBe('true');
    await events.click(screen.getByRole('button', { name: 'Groups' }));
    expect(screen.getByRole('button', { name: 'Groups' }).getAttribute('aria-expanded')).toBe('false');
    await events.click(screen.getByRole('button', { name: 'Groups' }));
    const groups = await screen.findByRole('table', { name: 'Groups' });
    expect(within(groups).getAllByTestId('dot-active')).toHaveLength(1);
    expect(within(groups).getAllByTestId('dot-inactive')).toHaveLength(1);
    expect(within(groups).getByRole('link', { name: 'Old Alliance' }).getAttribute('href')).toBe(
      '/super_admin/companies/7/groups/42/edit',
    );
    expect(screen.getByRole('link', { name: 'Add' }).getAttribute('href')).toBe(
      '/super_admin/companies/7/groups/0/edit',
    );
    const users = await screen.findByRole('table', { name: 'Users' });
    expect(within(users).getByRole('link', { name: /Zoe/ }).getAttribute('href')).toBe(
      '/super_admin/companies/7/users/11',
    );
    expect(screen.getByRole('link', { name: 'Add user' }).getAttribute('href')).toBe(
      '/super_admin/companies/7/users/0',
    );
  });

  it('[M-008] [S-014] Disable asks first, then calls the status route; cancelling sends nothing', async () => {
    const api = stubApi({
      ...detailRoutes(consoleCompany()),
      'GET /api/super_admin/companies/7/status/inactive': {
        status: 200,
        body: { success: true, message: 'The company has been disabled.', status: 'inactive' },
      },
    });
    const events = userEvent.setup();
    renderDetail();
    await events.click(await screen.findByRole('button', { name: 'Disable' }));
    await events.click(
      within(await screen.findByRole('dialog', { name: 'Disable company' })).getByRole('button', { name: 'Cancel' }),
    );
    expect(api.calls.some((call) => call.path.includes('/status/'))).toBe(false);
    await events.click(screen.getByRole('button', { name: 'Disable' }));
    await events.click(
      within(await screen.findByRole('dialog', { name: 'Disable company' })).getByRole('button', { name: 'Disable' }),
    );
    await waitFor(() => {
      expect(api.calls.map((call) => call.path)).toContain('/api/super_admin/companies/7/status/inactive');
    });
    expect(await screen.findByText('The company has been disabled.')).toBeTruthy();
  });

  it('[S-026] deleting a process asks "delete {document} from this company"; a refusal shows the server’s words', async () => {
    const api = stubApi({
      ...detailRoutes(consoleCompany()),
      'GET /api/super_admin/companies/7/contact_documents/31/delete': {
        status: 409,
        body: {
          error: 'Cases were sent to this process and keep it as their form: set its status to rejected instead.',
        },
      },
    });
    const events = userEvent.setup();
    renderDetail();
    await events.click(await screen.findByRole('button', { name: 'Actions for Wayne Escalation' }));
    await events.click(await screen.findByRole('menuitem', { name: 'Delete process' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete process' });
    expect(within(dialog).getByText('delete Wayne Escalation from this company')).toBeTruthy();
    await events.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/Cases were sent to this process/)).toBeTruthy();
    expect(api.calls.map((call) => call.path)).toContain('/api/super_admin/companies/7/contact_documents/31/delete');
  });

  it('[S-013] a missing company shows the error and returns to the companies list', async () => {
    stubApi({
      'GET /api/config': { status: 200, body: fakeConfig },
      'GET /api/super_admin/companies/7': { status: 404, body: { error: 'No company has this id.' } },
    });
    const { router } = renderWithRouter(
      [
        {
          path: '/super_admin/companies/:company_id',
          element: (
            <>
              <AlertBanner />
              <CompanyDetailPage companyId={7} />
            </>
          ),
        },
        {
          path: '/super_admin/companies',
          element: (
            <>
              <AlertBanner />
              <p>the list</p>
            </>
          ),
        },
      ],
      { initialPath: '/super_admin/companies/7' },
    );
    expect(await screen.findByText('the list')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/super_admin/companies');
    expect(await screen.findByText('No company has this id.')).toBeTruthy();
  });
});

describe('CompanyFormPage', () => {
  it('[S-017] [S-019] a new company starts as standard, requires registration, shown in public web, with the spec’s options', async () => {
    stubApi({ 'GET /api/config': { status: 200, body: fakeConfig } });
    const events = userEvent.setup();
    renderInRouter(<CompanyFormPage companyId={0} />, { client: createTestQueryClient() });
    const form = await screen.findByRole('form', { name: 'Company' });
    expect(within(form).getByRole('combobox', { name: /^Membership Type/ })).toHaveProperty('value', 'Standard Member');
    expect(within(form).getByRole('combobox', { name: /^Login Method/ })).toHaveProperty(
      'value',
      'Requires Registration',
    );
    expect(within(form).getByRole('radio', { name: 'Yes' })).toHaveProperty('checked', true);
    await events.click(within(form).getByRole('combobox', { name: /^Membership Type/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toHaveLength(6);
    await events.keyboard('{Escape}');
    await events.click(within(form).getByRole('combobox', { name: /^Login Method/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Requires Registration',
      'Email Login Link',
      'Single Sign On',
    ]);
  });

  it('[S-018] saves as multipart with allow_notes 1; the server’s slug error shows under the field', async () => {
    const sent: FormData[] = [];
    stubApi({ 'GET /api/config': { status: 200, body: fakeConfig } });
    const fetchStub = vi.mocked(globalThis.fetch);
    const original = fetchStub.getMockImplementation();
    fetchStub.mockImplementation((input, init) => {
      if (init?.method === 'POST' && init.body instanceof FormData) {
        sent.push(init.body);
        return Promise.resolve(
          new Response(
            JSON.stringify({
              errors: { slug: ['This login subdomain is already taken by another company or a partner program.'] },
            }),
            {
              status: 422,
              headers: { 'Content-Type': 'application/json' },
            },
          ),
        );
      }
      return original ? original(input, init) : Promise.reject(new Error('no stub'));
    });
    const events = userEvent.setup();
    renderInRouter(<CompanyFormPage companyId={0} />, { client: createTestQueryClient() });
    const form = await screen.findByRole('form', { name: 'Company' });
    await events.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Wayne Storage');
    await events.type(within(form).getByRole('textbox', { name: /^Login Subdomain/ }), 'acme');
    await events.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText('This login subdomain is already taken by another company or a partner program.'),
    ).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.get('allow_notes')).toBe('1');
    expect(sent[0]?.get('membership_type')).toBe('standard');
    expect(sent[0]?.get('slug')).toBe('acme');
  });
});
