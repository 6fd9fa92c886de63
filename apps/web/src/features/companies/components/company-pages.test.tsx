import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberCompany } from '@casebridge/contract/companies';
import { clearAlerts } from '@/lib/alerts';
import { companyUser, companyUserRow, memberCompany } from '@/test/company-fixtures';
import { fakeConfig } from '@/test/fake-api';
import { mayOpenAs } from '@/test/may-open';
import { renderInRouter } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { CompanyPage } from './company-page';
import { RegistrationSettingsPage } from './registration-settings-page';

afterEach(() => {
  vi.unstubAllGlobals();
  clearAlerts();
});

const company = memberCompany;
const user = companyUser;

const relation = (id: number, communityId: number, name: string, department: string | null) => ({
  id,
  community_id: communityId,
  community_name: name,
  community_type: 'open_group' as const,
  department_name: department,
  is_active: true,
});

const routes = (record: MemberCompany) => ({
  'GET /api/config': { status: 200, body: fakeConfig },
  'GET /api/caller/companies/7': { status: 200, body: { company: record } },
  'GET /api/admin/company/users': {
    status: 200,
    body: {
      users: [user(11, 'Zoe'), user(12, 'Adam'), user(13, 'Gone', 'inactive')].map((row) => companyUserRow(row)),
    },
  },
  'GET /api/admin/company/relations': {
    status: 200,
    body: {
      relations: [relation(1, 40, 'Cloud Interop', null), relation(2, 40, 'Cloud Interop', 'Security Response')],
    },
  },
  'GET /api/admin/company/7/departments': { status: 200, body: { departments: [] } },
  'GET /api/admin/company/internal_notes': { status: 200, body: { notes: [] } },
});

describe('RegistrationSettingsPage', () => {
  it('[M-009] the saved settings; signup managers are the active users by first name, each group once', async () => {
    stubApi(routes(company()));
    const events = userEvent.setup();
    renderInRouter(<RegistrationSettingsPage companyId={7} />);
    const form = await screen.findByRole('form', { name: 'User registration settings' });
    expect(within(form).getByRole('radio', { name: 'Auto approve all users' })).toHaveProperty('checked', true);
    const primary = within(form).getByRole('combobox', { name: /^Primary Signup Manager/ });
    expect(primary).toHaveProperty('value', 'Zoe Tester (zoe@wayne.test)');
    await events.click(primary);
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Adam Tester (adam@wayne.test)', 'Zoe Tester (zoe@wayne.test)']);
    await events.keyboard('{Escape}');
    await events.click(within(form).getByRole('combobox', { name: /^Default Groups/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Cloud Interop']);
  });

  it('[M-010] Save sends the form as the contract’s body; the server’s field errors show under their fields', async () => {
    const api = stubApi({
      ...routes(company()),
      'POST /api/admin/company/registration': {
        status: 422,
        body: {
          errors: { alt_signup_manager_id: ['The alternate must be another user than the primary signup manager.'] },
        },
      },
    });
    const events = userEvent.setup();
    renderInRouter(<RegistrationSettingsPage companyId={7} />);
    const form = await screen.findByRole('form', { name: 'User registration settings' });
    await events.click(within(form).getByRole('radio', { name: 'All users must be approved' }));
    await events.click(within(form).getByRole('combobox', { name: /^Alternate Signup Manager/ }));
    await events.click(await screen.findByRole('option', { name: /Zoe Tester/ }));
    await events.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText('The alternate must be another user than the primary signup manager.'),
    ).toBeTruthy();
    await waitFor(() => {
      expect(api.calls.filter((call) => call.method === 'POST')).toEqual([
        {
          method: 'POST',
          path: '/api/admin/company/registration',
          body: { requires_approval: 1, signup_manager_id: 11, alt_signup_manager_id: 11, group_access: [] },
        },
      ]);
    });
  });
});

describe('CompanyPage', () => {
  it('[M-003] [A-023] an admin above the limited level, whom the guards let in: User Registration and Sso Setup beside Contact', async () => {
    stubApi(routes(company()));
    renderInRouter(<CompanyPage companyId={7} mayOpen={mayOpenAs('business_manager', 'elite')} />);
    expect(await screen.findByRole('link', { name: 'User Registration' })).toHaveProperty(
      'href',
      expect.stringContaining('/admin/company/registration') as string,
    );
    expect(screen.getByRole('link', { name: 'Sso Setup' })).toHaveProperty(
      'href',
      expect.stringContaining('/admin/company/sso') as string,
    );
    expect(screen.getByRole('button', { name: `Contact ${fakeConfig.product_name}` })).toBeTruthy();
  });

  it('[M-008] a member admin never sees the console’s Edit, Disable/Enable and Delete (DECISIONS 7)', async () => {
    stubApi(routes(company()));
    renderInRouter(<CompanyPage companyId={7} mayOpen={mayOpenAs('business_manager', 'elite')} />);
    await screen.findByRole('link', { name: 'User Registration' });
    for (const name of ['Edit', 'Disable', 'Enable', 'Delete']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
      expect(screen.queryByRole('link', { name })).toBeNull();
    }
  });

  it('[M-003] [M-007] [A-023] a limited company’s admin, whom the guards refuse those pages: only Contact, which asks about users', async () => {
    stubApi(routes(company({ membership_type: 'limited' })));
    const events = userEvent.setup();
    renderInRouter(<CompanyPage companyId={7} mayOpen={mayOpenAs('business_manager', 'limited')} />);
    const contact = await screen.findByRole('button', { name: `Contact ${fakeConfig.product_name}` });
    expect(screen.queryByRole('link', { name: 'User Registration' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sso Setup' })).toBeNull();
    await events.click(contact);
    expect(await screen.findByText(/which users of Wayne Security Software to add, change or remove/)).toBeTruthy();
  });
});
