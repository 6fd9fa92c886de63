import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginMethod } from '@casebridge/contract/enums';
import type { SuperAdminUserAnswer } from '@casebridge/contract/super-admin-users';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { clearAlerts, getAlerts } from '@/lib/alerts';
import { setToken } from '@/lib/session-storage';
import { renderWithRouter } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { SuperAdminUserPage } from './super-admin-user-page';

beforeEach(() => {
  setToken('token-of-the-super-admin');
});
afterEach(() => {
  vi.unstubAllGlobals();
  setToken(null);
  clearAlerts();
});

const company = (loginMethod: LoginMethod = 'requires_registration') => ({
  id: 7,
  name: 'Wayne Security',
  slug: 'wayne',
  url: null,
  domain: 'wayne.test',
  status: 'active' as const,
  membership_type: 'premium' as const,
  login_method: loginMethod,
});

/** The server's answer; `may`: what it says the console may do with the account (all of it unless told). */
const userAnswer = (
  overrides: Partial<SuperAdminUserAnswer['user']> = {},
  loginMethod: LoginMethod = 'requires_registration',
  may: Partial<Pick<SuperAdminUserAnswer, 'can_manage' | 'can_login_as'>> = {},
): SuperAdminUserAnswer => ({
  can_manage: true,
  can_login_as: true,
  ...may,
  user: {
    id: 12,
    first_name: 'Alfred',
    last_name: 'Pennyworth',
    email: 'alfred@wayne.test',
    phone: null,
    phone_country_code: 'US',
    country_id: 3,
    city: 'Gotham',
    role: 'caller',
    type: 'basic',
    status: 'active',
    company_id: 7,
    last_login_date: '2026-10-01T09:00:00.000Z',
    registration_type: 'admin',
    agreement_date: null,
    focus_group: false,
    country: { name: 'Ireland' },
    group_access: [40],
    community_access: [{ community_id: 40, name: 'Cloud Interop' }],
    ...overrides,
  },
  company: company(loginMethod),
  access: [40],
  communities: [
    { id: 40, name: 'Cloud Interop', type: 'open_group', user_access_flag: 'limit' },
    { id: 41, name: 'Storage Alliance', type: 'partner_program', user_access_flag: 'all' },
  ],
});

const routes = (answer: SuperAdminUserAnswer | null, loginMethod: LoginMethod = 'requires_registration') => ({
  ...(answer ? { [`GET /api/super_admin/users/${String(answer.user.id)}`]: { status: 200, body: answer } } : {}),
  'GET /api/super_admin/users/form_data/7': {
    status: 200,
    body: {
      countries: [{ id: 3, name: 'Ireland', country_code: 'IE' }],
      roles: ['caller', 'program_manager', 'business_manager', 'api'],
      company: company(loginMethod),
    },
  },
});

const renderPage = (userId: number) =>
  renderWithRouter(
    [
      {
        path: '/super_admin/companies/:company_id/users/:user_id',
        element: (
          <>
            <SuperAdminUserPage
              key={userId}
              userId={userId}
              companyId={7}
              loginAs={(user) => <button type="button">Login as {user.first_name}</button>}
            />
            <ConfirmDialog />
          </>
        ),
      },
      { path: '/super_admin/companies/:company_id', element: <p>Company detail</p> },
    ],
    { initialPath: `/super_admin/companies/7/users/${String(userId)}` },
  );

describe('SuperAdminUserPage', () => {
  it('[S-046] an existing user: contact details, community access checkboxes, read-only facts and no password field', async () => {
    const api = stubApi(routes(userAnswer()));
    renderPage(12);
    const form = await screen.findByRole('form', { name: 'User' });
    expect(within(form).getByRole('textbox', { name: /^First Name/ })).toHaveProperty('value', 'Alfred');
    expect(within(form).getByRole('combobox', { name: /^Country( \*)?$/ })).toHaveProperty('value', 'Ireland');
    expect(within(form).getByRole('checkbox', { name: /Cloud Interop/ })).toHaveProperty('checked', true);
    expect(within(form).getByRole('checkbox', { name: /Storage Alliance/ })).toHaveProperty('checked', false);
    expect(within(form).queryByLabelText(/^Password/)).toBeNull();
    expect(screen.getByText(/^Oct-01-2026 09:00 am UTC$/)).toBeTruthy();
    expect(api.calls.map((call) => call.path)).toEqual(
      expect.arrayContaining(['/api/super_admin/users/12', '/api/super_admin/users/form_data/7']),
    );
  });

  it('[S-046] [issue 24] a new user: invited by email by default, no community access; [S-047] Save & New saves and opens an empty form', async () => {
    const api = stubApi({
      ...routes(null),
      'POST /api/super_admin/users/0': { status: 200, body: { success: true, message: 'User saved.', id: 90 } },
    });
    const events = userEvent.setup();
    const { router } = renderPage(0);
    const form = await screen.findByRole('form', { name: 'User' });
    expect(screen.getByRole('heading', { name: 'New User' })).toBeTruthy();
    expect(within(form).queryByRole('group', { name: /Community access/ })).toBeNull();
    await events.type(within(form).getByRole('textbox', { name: /^First Name/ }), 'Lucius');
    await events.type(within(form).getByRole('textbox', { name: /^Last Name/ }), 'Fox');
    await events.type(within(form).getByRole('textbox', { name: /^Email/ }), 'lucius@wayne.test');
    await events.click(within(form).getByRole('combobox', { name: /^Country( \*)?$/ }));
    await events.click(await screen.findByRole('option', { name: 'Ireland' }));
    await events.type(within(form).getByRole('textbox', { name: /^City/ }), 'Gotham');
    expect(within(form).getByRole('radio', { name: 'Invite by email to set their own password' })).toHaveProperty(
      'checked',
      true,
    );
    await events.click(within(form).getByRole('button', { name: 'Save & New' }));
    await waitFor(() => {
      expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    });
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      first_name: 'Lucius',
      email: 'lucius@wayne.test',
      company_id: 7,
      password_choice: 'invite',
    });
    expect(api.calls.find((call) => call.method === 'POST')?.body).not.toHaveProperty('password');
    expect(router.state.location.pathname).toBe('/super_admin/companies/7/users/0');
    expect(getAlerts().map((alert) => alert.message)).toContain('User saved.');
    await waitFor(() => {
      expect(
        within(screen.getByRole('form', { name: 'User' })).getByRole('textbox', { name: /^First Name/ }),
      ).toHaveProperty('value', '');
    });
  });

  it('[issue 23] a new user with a bad address and an unconfirmed password: both errors at once, nothing sent', async () => {
    const api = stubApi(routes(null));
    const events = userEvent.setup();
    renderPage(0);
    const form = await screen.findByRole('form', { name: 'User' });
    await events.type(within(form).getByRole('textbox', { name: /^Email/ }), 'not-an-address');
    await events.click(within(form).getByRole('radio', { name: 'Type a password for them now' }));
    await events.type(within(form).getByLabelText(/^Password/, { selector: 'input:not([type=radio])' }), 'Secret#123');
    await events.type(within(form).getByLabelText(/^Confirm password/), 'Secret#124');
    await events.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('The password confirmation does not match.')).toBeTruthy();
    expect(
      within(form)
        .getByRole('textbox', { name: /^Email/ })
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('[S-047] Save posts the changes with the community access; the server’s field errors show under their fields', async () => {
    const api = stubApi({
      ...routes(userAnswer()),
      'POST /api/super_admin/users/12': {
        status: 422,
        body: { errors: { email: ['This email address is already in use.'] } },
      },
    });
    const events = userEvent.setup();
    renderPage(12);
    const form = await screen.findByRole('form', { name: 'User' });
    await events.click(within(form).getByRole('checkbox', { name: /Storage Alliance/ }));
    await events.click(within(form).getByRole('checkbox', { name: /Cloud Interop/ }));
    await events.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('This email address is already in use.')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      email: 'alfred@wayne.test',
      group_access: [41],
    });
    expect(screen.getByRole('button', { name: 'Login as Alfred' })).toBeTruthy();
  });

  it('[S-048] Delete asks "Are you sure you want to delete {user name} from the system?" and calls .../delete', async () => {
    const api = stubApi({
      ...routes(userAnswer()),
      'GET /api/super_admin/users/12/delete': {
        status: 200,
        body: { success: true, message: 'Alfred Pennyworth has been deleted.' },
      },
    });
    const events = userEvent.setup();
    const { router } = renderPage(12);
    await events.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete Alfred Pennyworth from the system?')).toBeTruthy();
    await events.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/super_admin/companies/7');
    });
    expect(api.calls.some((call) => call.path === '/api/super_admin/users/12/delete')).toBe(true);
    expect(getAlerts().map((alert) => alert.message)).toContain('Alfred Pennyworth has been deleted.');
  });

  it('[S-048] Disable posts the status; an inactive user offers Enable (and no Login as, where the server says so)', async () => {
    const api = stubApi({
      ...routes(userAnswer()),
      'POST /api/super_admin/users/12/status': {
        status: 200,
        body: { success: true, message: 'User disabled.', status: 'inactive' },
      },
    });
    const events = userEvent.setup();
    renderPage(12);
    await events.click(await screen.findByRole('button', { name: 'Disable' }));
    await waitFor(() => {
      expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ status: 'inactive' });
    });
    expect(getAlerts().map((alert) => alert.message)).toContain('User disabled.');

    cleanup();
    vi.unstubAllGlobals();
    stubApi(routes(userAnswer({ id: 13, status: 'inactive' }, 'requires_registration', { can_login_as: false })));
    renderPage(13);
    expect(await screen.findByRole('button', { name: 'Enable' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Login as Alfred' })).toBeNull();
  });

  it('[A-036] [issue 23] Login as follows can_login_as, not the status: an active user the server refuses gets none', async () => {
    stubApi(routes(userAnswer({ id: 16 }, 'requires_registration', { can_login_as: false })));
    renderPage(16);
    expect(await screen.findByRole('button', { name: 'Disable' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Login as Alfred' })).toBeNull();
  });

  it('[S-046] [issue 23] an account the server says the console does not manage: the summary, no form and no actions', async () => {
    stubApi(
      routes(
        userAnswer({ id: 17, first_name: 'Selina', role: 'super_admin', company_id: null }, 'requires_registration', {
          can_manage: false,
          can_login_as: false,
        }),
      ),
    );
    renderPage(17);
    expect(await screen.findByText(/A super admin's account is not changed, disabled or deleted/)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'User' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Disable' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('[S-049] Update Password opens the modal and posts password and confirmation; hidden for SSO unless api', async () => {
    const api = stubApi({
      ...routes(userAnswer()),
      'POST /api/super_admin/users/12/password': {
        status: 200,
        body: { success: true, message: "The password has been updated. The user's sessions have been signed out." },
      },
    });
    const events = userEvent.setup();
    renderPage(12);
    await events.click(await screen.findByRole('button', { name: 'Update Password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    await events.type(within(dialog).getByLabelText(/^New password/), 'Changed#456');
    await events.type(within(dialog).getByLabelText(/^Confirm new password/), 'Changed#456');
    await events.click(within(dialog).getByRole('button', { name: 'Update Password' }));
    expect(await within(dialog).findByText(/The password has been updated/)).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/super_admin/users/12/password',
      body: { password: 'Changed#456', password_confirmation: 'Changed#456' },
    });

    cleanup();
    vi.unstubAllGlobals();
    stubApi(routes(userAnswer({ id: 14 }, 'sso'), 'sso'));
    renderPage(14);
    await screen.findByRole('button', { name: 'Disable' });
    expect(screen.queryByRole('button', { name: 'Update Password' })).toBeNull();

    cleanup();
    vi.unstubAllGlobals();
    stubApi(routes(userAnswer({ id: 15, role: 'api' }, 'sso'), 'sso'));
    renderPage(15);
    expect(await screen.findByRole('button', { name: 'Update Password' })).toBeTruthy();
  });
});
