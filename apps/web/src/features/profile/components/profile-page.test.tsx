import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRIVACY_AGREEMENT_MESSAGE } from '@casebridge/contract/fields';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { clearAlerts, getAlerts } from '@/lib/alerts';
import { getToken } from '@/lib/session-storage';
import { profileSession } from '@/test/profile-fixtures';
import { renderInRouter } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { ProfilePage } from './profile-page';

afterEach(() => {
  vi.unstubAllGlobals();
  clearAlerts();
  localStorage.clear();
});

const countries = [
  { id: 1, name: 'Germany', country_code: 'DE' },
  { id: 2, name: 'United States', country_code: 'US' },
];

const formData = { 'GET /api/users/profile_form_data': { status: 200, body: { countries } } };
const noDelete = () => Promise.resolve();

describe('ProfilePage', () => {
  it('[P-001] [P-002] [X-033] the contact details from the session, the role read-only as its title, the box ticked', async () => {
    stubApi(formData);
    renderInRouter(<ProfilePage me={profileSession()} onDeleted={noDelete} />);
    const form = await screen.findByRole('form', { name: 'Contact details' });
    expect(within(form).getByLabelText(/^First name/)).toHaveProperty('value', 'Dana');
    expect(within(form).getByLabelText(/^City/)).toHaveProperty('value', 'Munich');
    expect(within(form).getByRole('textbox', { name: 'Phone' })).toHaveProperty('maxLength', 25);
    expect(within(form).getByRole('combobox', { name: /^Country$|^Country \*/ })).toHaveProperty('value', 'Germany');
    expect(within(form).getByRole('checkbox', { name: /privacy policy/ })).toHaveProperty('checked', true);
    const role = screen.getByLabelText('Role');
    expect(role).toHaveProperty('value', 'Standard User');
    expect(role).toHaveProperty('readOnly', true);
  });

  it('[X-033] [P-002] a user without an agreement date or a phone country starts unticked, on US', async () => {
    stubApi(formData);
    renderInRouter(
      <ProfilePage
        me={profileSession({ user: { agreement_date: null, phone_country_code: 'US', phone: null } })}
        onDeleted={noDelete}
      />,
    );
    const form = await screen.findByRole('form', { name: 'Contact details' });
    expect(within(form).getByRole('checkbox', { name: /privacy policy/ })).toHaveProperty('checked', false);
    expect(within(form).getByRole('combobox', { name: 'Country code' })).toHaveProperty('value', 'US');
  });

  it('[P-002] unticked, the form says "You must accept the terms of the privacy policy." and sends nothing', async () => {
    const api = stubApi(formData);
    const user = userEvent.setup();
    renderInRouter(<ProfilePage me={profileSession({ user: { agreement_date: null } })} onDeleted={noDelete} />);
    const form = await screen.findByRole('form', { name: 'Contact details' });
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByText(PRIVACY_AGREEMENT_MESSAGE)).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('[P-003] saving posts the details and shows "Profile Updated"; the server’s field errors show under the fields', async () => {
    const saved = profileSession({ user: { city: 'Berlin' } }).user;
    const api = stubApi({
      ...formData,
      'POST /api/users/profile': (body) =>
        (body as { city: string }).city === ''
          ? { status: 422, body: { errors: { city: ['This field is required.'] } } }
          : { status: 200, body: { user: saved } },
    });
    const user = userEvent.setup();
    renderInRouter(<ProfilePage me={profileSession()} onDeleted={noDelete} />);
    const form = await screen.findByRole('form', { name: 'Contact details' });
    const city = within(form).getByLabelText(/^City/);
    await user.clear(city);
    // The client sends the city as typed; the server's rule decides.
    await user.type(city, ' ');
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByText('This field is required.')).toBeTruthy();

    await user.clear(city);
    await user.type(city, 'Berlin');
    await user.click(within(form).getByRole('button', { name: 'Save profile' }));
    await waitFor(() => {
      expect(getAlerts().map((alert) => [alert.type, alert.message])).toContainEqual(['success', 'Profile Updated']);
    });
    expect(api.calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      first_name: 'Dana',
      last_name: 'Reyes',
      phone: '89 5550 1923',
      phone_country_code: 'DE',
      country_id: 1,
      city: 'Berlin',
      agree_confirm: true,
    });
  });

  it('[P-004] the password section is offered for password and email-link companies, never for single sign-on', async () => {
    stubApi(formData);
    const { unmount } = renderInRouter(
      <ProfilePage me={profileSession({ company: { login_method: 'email_link' } })} onDeleted={noDelete} />,
    );
    expect(await screen.findByRole('form', { name: 'Change password' })).toBeTruthy();
    expect(screen.getByText(/Minimum 8 characters/)).toBeTruthy();
    unmount();
    renderInRouter(<ProfilePage me={profileSession({ company: { login_method: 'sso' } })} onDeleted={noDelete} />);
    await screen.findByRole('form', { name: 'Contact details' });
    expect(screen.queryByRole('form', { name: 'Change password' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete my account' })).toBeTruthy();
  });

  it('[P-004] [P-006] a super admin logged in as the user is offered neither the password nor the deletion', async () => {
    stubApi(formData);
    renderInRouter(<ProfilePage me={profileSession({}, { id: 1, name: 'Morgan Reyes' })} onDeleted={noDelete} />);
    await screen.findByRole('form', { name: 'Contact details' });
    expect(screen.queryByRole('form', { name: 'Change password' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete my account' })).toBeNull();
  });

  it('[P-005] a refused password shows as a warning alert; a changed one keeps the session on the new token', async () => {
    stubApi({
      ...formData,
      'POST /api/users/password': (body) =>
        (body as { password: string }).password === 'Weak-password'
          ? { status: 422, body: { errors: { password: ['The password must contain 1 number.'] } } }
          : { status: 200, body: { success: true, message: 'Your password has been changed.', token: 'new-token' } },
    });
    const user = userEvent.setup();
    renderInRouter(<ProfilePage me={profileSession()} onDeleted={noDelete} />);
    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText(/^New password/), 'Weak-password');
    await user.type(within(form).getByLabelText(/^Confirm new password/), 'Weak-password');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    // A warning beside the form's action, where the eye is.
    expect((await within(form).findByRole('alert')).textContent).toBe('The password must contain 1 number.');

    await user.clear(within(form).getByLabelText(/^New password/));
    await user.clear(within(form).getByLabelText(/^Confirm new password/));
    await user.type(within(form).getByLabelText(/^New password/), 'Strong-pass-7%');
    await user.type(within(form).getByLabelText(/^Confirm new password/), 'Strong-pass-7%');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    await waitFor(() => {
      expect(getToken()).toBe('new-token');
    });
    expect(getAlerts().map((alert) => alert.message)).toContain('Your password has been changed.');
  });

  it('[P-006] deleting asks "Are you sure you want to delete your account?"; Cancel sends nothing, Confirm ends with the server’s message', async () => {
    const api = stubApi({
      ...formData,
      'POST /api/users/delete': { status: 200, body: { success: true, message: 'Your account has been deleted.' } },
    });
    const onDeleted = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    renderInRouter(
      <>
        <ProfilePage me={profileSession()} onDeleted={onDeleted} />
        <ConfirmDialog />
      </>,
    );
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete account' });
    expect(within(dialog).getByText('Are you sure you want to delete your account?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete account' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => {
      expect(onDeleted).toHaveBeenCalledWith('Your account has been deleted.');
    });
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/users/delete', body: { confirm: true } },
    ]);
  });
});
