import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GroupDocument, PartnerGroup, PartnerGroupAnswer } from '@casebridge/contract/partner-groups';
import { clearAlerts } from '@/lib/alerts';
import { fakeConfig } from '@/test/fake-api';
import { renderInRouter } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { deleteDocumentQuestion } from '@/components/group-documents-table';
import { GroupUsersPage } from './group-users-page';
import { PartnerGroupPage } from './partner-group-page';

afterEach(() => {
  vi.unstubAllGlobals();
  clearAlerts();
});

const group = (overrides: Partial<PartnerGroup> = {}): PartnerGroup => ({
  id: 40,
  name: 'Cloud Interop',
  description: null,
  type: 'solution_support',
  is_sponsor: false,
  registration_url: null,
  registration_status_url: null,
  my_relation: { user_access_flag: 'all', department: null, document: { id: 3, name: 'Wayne Support' } },
  downloads: { code_of_conduct: true, current_license: false, addendum: true },
  custom_sla: false,
  sla: {
    p1: { message: null, response_time: null },
    p2: { message: null, response_time: null },
    p3: { message: null, response_time: null },
  },
  shows_members: true,
  shows_documents: true,
  can_manage_access: false,
  ...overrides,
});

const document = (id: number, name: string, own: boolean): GroupDocument => ({
  id,
  name,
  document_name: `https://docs.test/${String(id)}`,
  company_id: own ? 7 : 8,
  company_name: own ? 'Wayne Security Software' : 'Globex Storage',
  document_type: 'url',
  url: `https://docs.test/${String(id)}`,
  original_filename: null,
  can_delete: own,
});

const answer = (overrides: Partial<PartnerGroup> = {}): PartnerGroupAnswer => ({
  group: group(overrides),
  partners: [
    {
      company: { id: 8, name: 'Globex Storage' },
      department: null,
      document: { id: 9, name: 'Globex Storage Escalation' },
      type: 'company',
    },
  ],
});

const detailRoutes = (overrides: Partial<PartnerGroup> = {}) => ({
  'GET /api/config': { status: 200, body: fakeConfig },
  'GET /api/admin/company/partner_groups/40': { status: 200, body: answer(overrides) },
  'GET /api/admin/company/partner_groups/40/documents': {
    status: 200,
    body: { documents: [document(1, 'Globex matrix', false), document(2, 'Wayne runbook', true)] },
  },
});

describe('PartnerGroupPage', () => {
  it('[M-036] [issue 23] Manage Access shows only where the server says can_manage_access (access not "all", above the limited level)', async () => {
    stubApi(detailRoutes());
    const { unmount } = renderInRouter(<PartnerGroupPage groupId={40} companyId={7} />);
    const info = await screen.findByRole('region', { name: 'Group Information' });
    expect(within(info).getByText('All users')).toBeTruthy();
    expect(within(info).queryByRole('link', { name: 'Manage Access' })).toBeNull();
    unmount();

    const named = { user_access_flag: 'limit', department: null, document: null } as const;
    stubApi(detailRoutes({ my_relation: named, can_manage_access: true }));
    const second = renderInRouter(<PartnerGroupPage groupId={40} companyId={7} />);
    const limited = await screen.findByRole('region', { name: 'Group Information' });
    expect(within(limited).getByRole('link', { name: 'Manage Access' }).getAttribute('href')).toBe(
      '/admin/partner_groups/40/users',
    );
    second.unmount();

    // A limited company's admin names users too, but may not open the page: the server says so.
    stubApi(detailRoutes({ my_relation: named, can_manage_access: false }));
    renderInRouter(<PartnerGroupPage groupId={40} companyId={7} />);
    const refused = await screen.findByRole('region', { name: 'Group Information' });
    expect(within(refused).getByText('Limited to selected users')).toBeTruthy();
    expect(within(refused).queryByRole('link', { name: 'Manage Access' })).toBeNull();
  });

  it('[M-035] offers only the agreements the group has', async () => {
    stubApi(detailRoutes());
    renderInRouter(<PartnerGroupPage groupId={40} companyId={7} />);
    const info = await screen.findByRole('region', { name: 'Group Information' });
    expect(
      within(info)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Code of Conduct', 'Addendum']);
  });

  it('[M-038] [M-039] the members and documents panels show only when the group has them for the viewer', async () => {
    const api = stubApi(detailRoutes({ type: 'open_group', shows_members: false, shows_documents: false }));
    renderInRouter(<PartnerGroupPage groupId={40} companyId={7} />);
    await screen.findByRole('region', { name: 'Group Information' });
    expect(screen.queryByRole('region', { name: 'Members' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Documents' })).toBeNull();
    expect(api.calls.some((call) => call.path.endsWith('/documents'))).toBe(false);
  });

  it('[M-041] only the company’s own documents carry a delete button; [M-037] the custom SLA lists its tiers', async () => {
    stubApi(
      detailRoutes({
        custom_sla: true,
        sla: {
          p1: { message: 'Call back within the hour.', response_time: 1 },
          p2: { message: 'Same day.', response_time: 8 },
          p3: { message: null, response_time: 24 },
        },
      }),
    );
    renderInRouter(<PartnerGroupPage groupId={40} companyId={7} />);
    const documents = await screen.findByRole('table', { name: 'Documents' });
    await within(documents).findByText('Wayne runbook');
    expect(within(documents).getAllByRole('button', { name: /^Actions for / })).toHaveLength(1);
    expect(within(documents).getByRole('button', { name: 'Actions for Wayne runbook' })).toBeTruthy();
    expect(deleteDocumentQuestion({ name: 'Wayne runbook' })).toBe(
      'Are you sure you want to delete Wayne runbook from this partner group?',
    );
    const sla = screen.getByRole('table', { name: 'SLA details' });
    expect(within(sla).getByRole('row', { name: /P1 - High/ }).textContent).toContain('1 hours');
    expect(within(screen.getByRole('table', { name: 'Members' })).getByText('Globex Storage')).toBeTruthy();
  });
});

describe('GroupUsersPage', () => {
  it('[M-043] searches from 2 characters; nothing found says "No Users Found"; an empty term clears', async () => {
    const api = stubApi({
      'GET /api/config': { status: 200, body: fakeConfig },
      'GET /api/admin/partner_groups/40': {
        status: 200,
        body: { group: { id: 40, name: 'Cloud Interop', type: 'open_group', user_access_flag: 'limit' } },
      },
      'GET /api/admin/company/partner_groups/40/users': { status: 200, body: { users: [] } },
      'POST /api/admin/company/partner_groups/40/users/search': (body) => ({
        status: 200,
        body: {
          users:
            (body as { search_term: string }).search_term === 'ze'
              ? [
                  {
                    id: 5,
                    first_name: 'Zed',
                    last_name: 'Tester',
                    city: 'Gotham',
                    country_name: null,
                    group_access: [],
                  },
                ]
              : [],
        },
      }),
    });
    const events = userEvent.setup();
    renderInRouter(<GroupUsersPage groupId={40} />);
    const search = await screen.findByLabelText(/Search users/);
    await events.type(search, 'z');
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
    await events.type(search, 'q');
    expect(await screen.findByText('No Users Found')).toBeTruthy();
    await events.clear(search);
    await events.type(search, 'ze');
    const found = await screen.findByRole('table', { name: 'Users found' });
    expect(within(found).getByRole('button', { name: 'Add Zed Tester' })).toBeTruthy();
    await events.clear(search);
    await waitFor(() => {
      expect(screen.queryByRole('table', { name: 'Users found' })).toBeNull();
    });
    expect(screen.queryByText('No Users Found')).toBeNull();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { search_term: 'zq' },
      { search_term: 'ze' },
    ]);
  });
});
