import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoginMethod } from '@casebridge/contract/enums';
import type { CompanyUser, CompanyUserAnswer } from '@casebridge/contract/users';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { clearAlerts, getAlerts } from '@/lib/alerts';
import { companyUser, companyUserRow, memberCompany } from '@/test/company-fixtures';
import { fakeConfig } from '@/test/fake-api';
import { mayOpenAs } from '@/test/may-open';
import { renderInRouter, renderWithRouter } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { UserManagePage } from './user-manage-page';
import { UsersPage } from './users-page';

afterEach(() => {
  vi.unstubAllGlobals();
  clearAlerts();
});

const company = memberCompany({
  registration: { requires_approval: 1, signup_manager_id: 11, alt_signup_manager_id: null, communities: [] },
});

const user = (id: number, first: string, status: 'active' | 'inactive' = 'active') =>
  companyUser(id, first, status, { country_id: 3, city: 'Gotham' });

const pending = {
  id: 70,
  first_name: 'Reggie',
  last_name: 'Waiting',
  email: 'reggie@wayne.test',
  created_at: '2026-11-20T10:00:00.000Z',
};

const listRoutes = () => ({
  'GET /api/config': { status: 200, body: fakeConfig },
  'GET /api/caller/companies/7': { status: 200, body: { company } },
  'GET /api/admin/company/users': {
    status: 200,
    // The server's can_delete decides: Bruce (the admin) and Lucius say false, whoever is signed in.
    body: {
      users: [
        companyUserRow(user(11, 'Bruce'), false),
        companyUserRow(user(12, 'Alfred')),
        companyUserRow(user(13, 'Gone', 'inactive')),
        companyUserRow(user(14, 'Lucius'), false),
      ],
    },
  },
  'GET /api/admin/company/registration/queue': { status: 200, body: { queue: [pending] } },
});

const manager = mayOpenAs('business_manager', 'elite');

describe('UsersPage', () => {
  it('[M-015] [A-023] the login method box links the sign-in settings only where the route guards open them', async () => {
    stubApi(listRoutes());
    renderInRouter(<UsersPage companyId={7} mayOpen={manager} />);
    const box = await screen.findByRole('region', { name: 'Login Method' });
    expect(within(box).getByRole('link', { name: 'User Registration Settings' }).getAttribute('href')).toBe(
      '/admin/company/registration',
    );
    expect(within(box).getByRole('link', { name: 'SSO Setup' }).getAttribute('href')).toBe('/admin/company/sso');

    cleanup();
    renderInRouter(<UsersPage companyId={7} mayOpen={mayOpenAs('business_manager', 'limited')} />);
    const limited = await screen.findByRole('region', { name: 'Login Method' });
    expect(within(limited).getByText('Requires Registration')).toBeTruthy();
    expect(within(limited).queryByRole('link')).toBeNull();
  });

  it('[M-015] the login method box, the registration queue, the user table and Add New to /admin/users/0', async () => {
    stubApi(listRoutes());
    renderInRouter(<UsersPage companyId={7} mayOpen={manager} />);
    const box = await screen.findByRole('region', { name: 'Login Method' });
    expect(within(box).getByText('Requires Registration')).toBeTruthy();
    expect(within(box).getByText(/a signup manager approves each one/)).toBeTruthy();
    const queue = await screen.findByRole('table', { name: 'Registration queue' });
    expect(within(queue).getByText('reggie@wayne.test')).toBeTruthy();
    const users = await screen.findByRole('table', { name: 'Users' });
    expect(within(users).getByRole('link', { name: 'Alfred Tester' })).toHaveProperty(
      'href',
      expect.stringMatching(/\/admin\/users\/12$/) as string,
    );
    expect(screen.getByRole('link', { name: 'Add New' })).toHaveProperty(
      'href',
      expect.stringMatching(/\/admin\/users\/0$/) as string,
    );
  });

  it('[M-016] [issue 23] [issue 24] active users have an Actions menu with Delete user where the server says can_delete; an inactive row reads differently, with an icon', async () => {
    stubApi(listRoutes());
    const events = userEvent.setup();
    renderInRouter(<UsersPage companyId={7} mayOpen={manager} />);
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(table).queryByRole('button', { name: 'Actions for Bruce Tester' })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Actions for Lucius Tester' })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Actions for Gone Tester' })).toBeNull();
    await events.click(within(table).getByRole('button', { name: 'Actions for Alfred Tester' }));
    expect((await screen.findByRole('menuitem', { name: 'Delete user' })).textContent).toBe('Delete user');
    const inactive = within(table).getByRole('link', { name: 'Gone Tester' }).closest('tr');
    expect(inactive?.getAttribute('data-inactive')).toBe('true');
    expect(inactive?.querySelector('svg')).not.toBeNull();
    expect(within(inactive as HTMLElement).getByText('Inactive')).toBeTruthy();
    expect(
      within(table).getByRole('link', { name: 'Alfred Tester' }).closest('tr')?.hasAttribute('data-inactive'),
    ).toBe(false);
  });

  it('[M-017] delete asks "delete {user} from this company", then calls the delete and reloads the list', async () => {
    const api = stubApi({
      ...listRoutes(),
      'GET /api/admin/company/users/12/delete': {
        status: 200,
        body: { success: true, message: 'Alfred Tester has been deleted.' },
      },
    });
    const events = userEvent.setup();
    renderInRouter(
      <>
        <UsersPage companyId={7} mayOpen={manager} />
        <ConfirmDialog />
      </>,
    );
    const table = await screen.findByRole('table', { name: 'Users' });
    await events.click(within(table).getByRole('button', { name: 'Actions for Alfred Tester' }));
    await events.click(await screen.findByRole('menuitem', { name: 'Delete user' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete Alfred Tester from this company?')).toBeTruthy();
    const listCalls = () => api.calls.filter((call) => call.path === '/api/admin/company/users').length;
    const before = listCalls();
    await events.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(api.calls.some((call) => call.path === '/api/admin/company/users/12/delete')).toBe(true);
      expect(listCalls()).toBeGreaterThan(before);
    });
    expect(getAlerts().map((alert) => alert.message)).toContain('Alfred Tester has been deleted.');
  });

  it('[M-017] Cancel deletes nobody', async () => {
    const api = stubApi(listRoutes());
    const events = userEvent.setup();
    renderInRouter(
      <>
        <UsersPage companyId={7} mayOpen={manager} />
        <ConfirmDialog />
      </>,
    );
    const table = await screen.findByRole('table', { name: 'Users' });
    await events.click(within(table).getByRole('button', { name: 'Actions for Alfred Tester' }));
    await events.click(await screen.findByRole('menuitem', { name: 'Delete user' }));
    await events.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.filter((call) => call.path.endsWith('/delete'))).toEqual([]);
  });

  it('[M-018] Approve calls GET .../registration/{id}/approve, shows the answer and reloads the queue', async () => {
    // The stub reads its table on each call: the queue answers empty once approved.
    const api = stubApi({
      ...listRoutes(),
      'GET /api/admin/company/registration/70/approve': () => {
        api.routes['GET /api/admin/company/registration/queue'] = { status: 200, body: { queue: [] } };
        return { status: 200, body: { success: true, message: 'Reggie Waiting has been approved.' } };
      },
    });
    const events = userEvent.setup();
    renderInRouter(<UsersPage companyId={7} mayOpen={manager} />);
    const queue = await screen.findByRole('table', { name: 'Registration queue' });
    await events.click(within(queue).getByRole('button', { name: 'Approve Reggie Waiting' }));
    expect(await screen.findByText('No registrations are waiting for approval.')).toBeTruthy();
    expect(getAlerts().map((alert) => alert.message)).toContain('Reggie Waiting has been approved.');
    expect(api.calls.some((call) => call.path === '/api/admin/company/registration/70/reject')).toBe(false);
  });
});

const detail = (overrides: Partial<CompanyUser> = {}) => ({
  ...user(12, 'Alfred'),
  registration_type: 'seed',
  agreement_date: '2026-10-01T09:00:00.000Z',
  focus_group: false,
  country: { name: 'Ireland' },
  group_access: [40],
  community_access: [{ community_id: 40, name: 'Cloud Interop' }],
  ...overrides,
});

/** The server's answer; `mayChange` false: what it answers for the admin's own account (role, type and status). */
const formAnswer = (
  user: CompanyUserAnswer['user'],
  loginMethod: LoginMethod = 'requires_registration',
  mayChange = true,
): CompanyUserAnswer => ({
  user,
  roles: ['caller', 'program_manager', 'business_manager', 'api'],
  login_method: loginMethod,
  can_change_role: mayChange,
  can_change_type: mayChange,
  can_change_status: mayChange,
});

const formRoutes = (id: number, answer: unknown) => ({
  'GET /api/config': { status: 200, body: fakeConfig },
  [`GET /api/admin/company/users/${String(id)}`]: { status: 200, body: answer },
  'GET /api/users/profile_form_data': {
    status: 200,
    body: { countries: [{ id: 3, name: 'Ireland', country_code: 'IE' }] },
  },
});

const renderForm = (userId: number) =>
  renderWithRouter(
    [
      { path: '/admin/users/:id', element: <UserManagePage userId={userId} /> },
      { path: '/admin/users', element: <p>Users list</p> },
    ],
    { initialPath: `/admin/users/${String(userId)}` },
  );

describe('UserManagePage', () => {
  it('[M-019] [M-020] an existing user: the fields, the server’s roles, the read-only facts, no password', async () => {
    stubApi(formRoutes(12, formAnswer(detail())));
    const events = userEvent.setup();
    renderForm(12);
    const form = await screen.findByRole('form', { name: 'User' });
    expect(within(form).getByRole('textbox', { name: /^First Name/ })).toHaveProperty('value', 'Alfred');
    expect(within(form).getByRole('textbox', { name: /^Email/ })).toHaveProperty('value', 'alfred@wayne.test');
    expect(within(form).getByRole('textbox', { name: /^City/ })).toHaveProperty('value', 'Gotham');
    expect(within(form).getByRole('combobox', { name: /^Country( \*)?$/ })).toHaveProperty('value', 'Ireland');
    expect(screen.getByText('Cloud Interop')).toBeTruthy();
    expect(screen.getByText(/^Oct-01-2026 09:00 am UTC$/)).toBeTruthy();
    expect(within(form).queryByLabelText(/^Password/)).toBeNull();
    await events.click(within(form).getByRole('combobox', { name: /^Role/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Standard User',
      'Program Manager',
      'Business Manager',
      'API User',
    ]);
    expect(screen.getByRole('button', { name: 'Disable' })).toBeTruthy();
  });

  it('[M-022] [M-023] [issue 23] role, type, status and Disable/Enable follow what the server says the admin may change', async () => {
    stubApi(formRoutes(12, formAnswer(detail(), 'requires_registration', false)));
    renderForm(12);
    const form = await screen.findByRole('form', { name: 'User' });
    expect(screen.queryByRole('button', { name: 'Disable' })).toBeNull();
    for (const name of [/^Role/, /^Type/, /^Status/])
      expect(within(form).getByRole('combobox', { name })).toHaveProperty('disabled', true);
    for (const reason of ['You cannot change your own role.', 'You cannot change your own type.'])
      expect(within(form).getByText(reason)).toBeTruthy();
    expect(within(form).getByText('You cannot disable your own account.')).toBeTruthy();
    expect(within(form).getByRole('textbox', { name: /^First Name/ })).toHaveProperty('disabled', false);
  });

  it('[M-022] [issue 23] the same user with every change allowed: role, type and status are enabled', async () => {
    stubApi(formRoutes(12, formAnswer(detail())));
    renderForm(12);
    const form = await screen.findByRole('form', { name: 'User' });
    for (const name of [/^Role/, /^Type/, /^Status/])
      expect(within(form).getByRole('combobox', { name })).toHaveProperty('disabled', false);
    expect(within(form).queryByText('You cannot change your own role.')).toBeNull();
  });

  it('[M-021] a new user of a password company gets password and confirmation', async () => {
    stubApi(formRoutes(0, formAnswer(null)));
    renderForm(0);
    const form = await screen.findByRole('form', { name: 'User' });
    expect(screen.getByRole('heading', { name: 'New User' })).toBeTruthy();
    // [issue 24] an emailed invitation by default; typing a password is the other, explicit, choice.
    const invite = within(form).getByRole('radio', { name: 'Invite by email to set their own password' });
    expect((invite as HTMLInputElement).checked).toBe(true);
    expect(within(form).queryByLabelText(/^Confirm password/)).toBeNull();
    await userEvent.setup().click(within(form).getByRole('radio', { name: 'Type a password for them now' }));
    expect(within(form).getByLabelText(/^Password/, { selector: 'input:not([type=radio])' })).toBeTruthy();
    expect(within(form).getByLabelText(/^Confirm password/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Disable' })).toBeNull();
  });

  it('[M-021] in an SSO company the password shows only once the role is api', async () => {
    stubApi(formRoutes(0, formAnswer(null, 'sso')));
    const events = userEvent.setup();
    renderForm(0);
    const form = await screen.findByRole('form', { name: 'User' });
    expect(within(form).queryByRole('radiogroup', { name: /^First password/ })).toBeNull();
    await events.click(within(form).getByRole('combobox', { name: /^Role/ }));
    await events.click(await screen.findByRole('option', { name: 'API User' }));
    expect(await within(form).findByRole('radiogroup', { name: /^First password/ })).toBeTruthy();
  });

  it('[M-022] Save posts the form to /users/0; the server’s field errors show under their fields', async () => {
    const api = stubApi({
      ...formRoutes(0, formAnswer(null)),
      'POST /api/admin/company/users/0': {
        status: 422,
        body: {
          message: 'Please check the highlighted fields.',
          errors: {
            email: ['This email address is already in use.'],
            password: ['The password must contain 1 of ! $ # %.'],
          },
        },
      },
    });
    const events = userEvent.setup();
    renderForm(0);
    const form = await screen.findByRole('form', { name: 'User' });
    await events.type(within(form).getByRole('textbox', { name: /^First Name/ }), 'Lucius');
    await events.type(within(form).getByRole('textbox', { name: /^Last Name/ }), 'Fox');
    await events.type(within(form).getByRole('textbox', { name: /^Email/ }), 'lucius@wayne.test');
    await events.click(within(form).getByRole('combobox', { name: /^Country( \*)?$/ }));
    await events.click(await screen.findByRole('option', { name: 'Ireland' }));
    await events.type(within(form).getByRole('textbox', { name: /^City/ }), 'Gotham');
    await events.click(within(form).getByRole('radio', { name: 'Type a password for them now' }));
    await events.type(within(form).getByLabelText(/^Password/, { selector: 'input:not([type=radio])' }), 'Secret#123');
    await events.type(within(form).getByLabelText(/^Confirm password/), 'Secret#123');
    await events.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('This email address is already in use.')).toBeTruthy();
    expect(within(form).getByText('The password must contain 1 of ! $ # %.')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/admin/company/users/0',
        body: {
          first_name: 'Lucius',
          last_name: 'Fox',
          email: 'lucius@wayne.test',
          phone: null,
          phone_country_code: 'US',
          country_id: 3,
          city: 'Gotham',
          role: 'caller',
          type: 'basic',
          status: 'active',
          password_choice: 'set',
          password: 'Secret#123',
          password_confirmation: 'Secret#123',
        },
      },
    ]);
  }, 20_000); // typing a whole form: seconds when the two cores are shared

  it('[M-024] a user that fails to load: a warning, and back to the users list', async () => {
    stubApi({
      ...formRoutes(0, formAnswer(null)),
      'GET /api/admin/company/users/99': { status: 404, body: { error: 'No user of your company has this id.' } },
    });
    const { router } = renderForm(99);
    expect(await screen.findByText('Users list')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/users');
    expect(getAlerts()).toEqual([
      expect.objectContaining({ type: 'warning', message: 'No user of your company has this id.' }),
    ]);
  });
});
