import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GroupListRow, RelationAnswer } from '@casebridge/contract/super-admin-groups';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { clearAlerts } from '@/lib/alerts';
import { fakeConfig } from '@/test/fake-api';
import { renderInRouter } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { AddPartnerModal } from './add-partner-modal';
import { filterGroups, GroupsPage } from './groups-page';
import { RelationEditPage, relationFormValues } from './relation-edit-page';
import { TeamsChannelState } from './teams-channel-state';

afterEach(() => {
  vi.unstubAllGlobals();
  clearAlerts();
});

const row = (id: number, name: string, overrides: Partial<GroupListRow> = {}): GroupListRow => ({
  id,
  name,
  type: 'open_group',
  status: 'active',
  sponsor_company_id: null,
  host: null,
  registration_url: null,
  companies: 2,
  sponsor_name: null,
  ...overrides,
});

const groups = [
  row(1, 'Cloud Interop Open Group', { companies: 7 }),
  row(2, 'Storage Alliance', {
    type: 'partner_program',
    host: 'storage-alliance',
    registration_url: 'http://storage-alliance.localhost:3000',
    sponsor_name: 'Globex Storage',
  }),
];

describe('GroupsPage', () => {
  it('[S-050] lists name, type, host, companies and a registration link for partner programs only', async () => {
    stubApi({
      'GET /api/config': { status: 200, body: fakeConfig },
      'GET /api/super_admin/groups': { status: 200, body: { groups } },
    });
    renderInRouter(<GroupsPage />);
    const table = await screen.findByRole('table', { name: 'Groups' });
    const alliance = within(table).getByRole('row', { name: /Storage Alliance/ });
    expect(alliance.textContent).toContain('Partner Program');
    expect(alliance.textContent).toContain('storage-alliance');
    expect(within(alliance).getByRole('link', { name: 'Registration page' }).getAttribute('href')).toBe(
      'http://storage-alliance.localhost:3000',
    );
    const open = within(table).getByRole('row', { name: /Cloud Interop/ });
    expect(within(open).queryByRole('link', { name: 'Registration page' })).toBeNull();
    expect(open.textContent).toContain('7');
  });

  it('[S-050] the search needs more than 1 character; it looks at name, type, host and sponsor', () => {
    expect(filterGroups(groups, 's')).toHaveLength(2);
    expect(filterGroups(groups, ' glob ').map((g) => g.name)).toEqual(['Storage Alliance']);
    expect(filterGroups(groups, 'OPEN').map((g) => g.name)).toEqual(['Cloud Interop Open Group']);
    expect(filterGroups(groups, 'zz')).toEqual([]);
  });

  it('[S-051] deleting asks "delete group {name}", calls the delete and reloads the list', async () => {
    let listed = groups;
    const api = stubApi({
      'GET /api/config': { status: 200, body: fakeConfig },
      'GET /api/super_admin/groups': () => ({ status: 200, body: { groups: listed } }),
      'GET /api/super_admin/groups/2/delete': () => {
        listed = [groups[0] as GroupListRow];
        return { status: 200, body: { message: 'The group has been deleted.' } };
      },
    });
    renderInRouter(
      <>
        <GroupsPage />
        <ConfirmDialog />
      </>,
    );
    const table = await screen.findByRole('table', { name: 'Groups' });
    await userEvent.click(within(table).getByRole('button', { name: 'Actions for Storage Alliance' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete group' });
    expect(dialog.textContent).toContain('delete group Storage Alliance');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => {
      expect(within(table).queryByRole('row', { name: /Storage Alliance/ })).toBeNull();
    });
    expect(api.calls.filter((call) => call.path === '/api/super_admin/groups')).toHaveLength(2);
  });
});

const relationAnswer = (overrides: Partial<RelationAnswer> = {}): RelationAnswer => ({
  company: { id: 5, name: 'Wayne Security Software' },
  relation: null,
  users: [],
  departments: [{ id: 11, name: 'Security Response', status: 'active' }],
  documents: [{ id: 21, name: 'Wayne Support' }],
  ...overrides,
});

const users = [
  {
    id: 31,
    first_name: 'Julia',
    last_name: 'Santos',
    email: 'bm@wayne.test',
    role: 'business_manager',
    status: 'active',
    selected: true,
  },
  {
    id: 32,
    first_name: 'Leo',
    last_name: 'Fischer',
    email: 'caller@wayne.test',
    role: 'caller',
    status: 'active',
    selected: false,
  },
] as const;

describe('RelationEditPage', () => {
  it('[S-043] [S-044] a new relation starts active, open, many to many', () => {
    expect(relationFormValues(relationAnswer())).toMatchObject({
      relation_id: 0,
      community_id: null,
      is_active: true,
      user_access_flag: 'all',
      member_relationship: 'many_to_many',
      selected_users: [],
    });
  });

  it('[S-041] [S-043] a group found by search from 2 characters sets its default relation (a partner program not sponsored: one to many)', async () => {
    const api = stubApi({
      'GET /api/config': { status: 200, body: fakeConfig },
      'GET /api/super_admin/companies/5/relation/0': { status: 200, body: relationAnswer() },
      'GET /api/super_admin/companies/5/users/0': { status: 200, body: { users: [] } },
      'POST /api/super_admin/groups/search': {
        status: 200,
        body: {
          groups: [
            { id: 40, name: 'Storage Alliance', type: 'partner_program', status: 'active', sponsor_company_id: 9 },
          ],
        },
      },
    });
    renderInRouter(<RelationEditPage companyId={5} relationId={0} />);
    const search = await screen.findByRole('textbox', { name: /Find a group/ });
    await userEvent.type(search, 's');
    expect(api.calls.some((call) => call.path === '/api/super_admin/groups/search')).toBe(false);
    await userEvent.type(search, 't');
    await userEvent.click(await screen.findByRole('button', { name: /Storage Alliance/ }));
    expect(api.calls.find((call) => call.path === '/api/super_admin/groups/search')?.body).toEqual({ term: 'st' });
    expect(screen.getByRole('combobox', { name: /^Relation/ })).toHaveProperty(
      'value',
      'One to many (the sponsor only)',
    );
  });

  it('[S-042] [S-045] restricted access shows the user table; the save posts the selected users; field errors land under department and process', async () => {
    const api = stubApi({
      'GET /api/config': { status: 200, body: fakeConfig },
      'GET /api/super_admin/companies/5/relation/70': {
        status: 200,
        body: relationAnswer({
          users: [...users],
          relation: {
            relation_id: 70,
            community: {
              id: 40,
              name: 'Storage Alliance',
              type: 'solution_support',
              status: 'active',
              sponsor_company_id: null,
            },
            department_id: null,
            document_id: null,
            user_access_flag: 'all',
            member_relationship: 'many_to_many',
            is_active: true,
            selected_users: [31],
          },
        }),
      },
      'GET /api/super_admin/companies/5/users/70': { status: 200, body: { users } },
      'POST /api/super_admin/companies/5/groups/put': {
        status: 422,
        body: {
          errors: {
            department_id: ['Choose a department of this company.'],
            document_id: ['Choose a process of this company.'],
          },
        },
      },
    });
    renderInRouter(<RelationEditPage companyId={5} relationId={70} />);
    const form = await screen.findByRole('form', { name: 'Group Access' });
    expect(within(form).queryByRole('table', { name: 'Users with access' })).toBeNull();
    await userEvent.click(within(form).getByRole('radio', { name: 'Restricted' }));
    const table = await within(form).findByRole('table', { name: 'Users with access' });
    // The roles carry their titles, as everywhere else.
    expect(within(table).getByText('Business Manager')).toBeTruthy();
    expect(within(table).getByText('Standard User')).toBeTruthy();
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Give Leo Fischer access' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await within(form).findByText('Choose a department of this company.');
    expect(within(form).getByText('Choose a process of this company.')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      relation_id: 70,
      community_id: 40,
      department_id: null,
      document_id: null,
      user_access_flag: 'limit',
      member_relationship: 'many_to_many',
      is_active: true,
      selected_users: [31, 32],
    });
  });
});

describe('AddPartnerModal', () => {
  it('[S-058] the process stays disabled until the partner, and its department when it has any, is chosen', async () => {
    const api = stubApi({
      'GET /api/config': { status: 200, body: fakeConfig },
      'GET /api/super_admin/search/company?q=wa': {
        status: 200,
        body: { companies: [{ id: 5, name: 'Wayne Security Software', status: 'active' }] },
      },
      'GET /api/super_admin/companies/5/relation/0': { status: 200, body: relationAnswer() },
      'POST /api/super_admin/groups/40/partners/add': {
        status: 200,
        body: {
          message: 'The partner has been added to this group.',
          partner: {
            id: 80,
            company: { id: 5, name: 'Wayne Security Software' },
            department: { id: 11, name: 'Security Response' },
            document: { id: 21, name: 'Wayne Support' },
            type: 'department',
            is_active: true,
            member_relationship: 'many_to_many',
            user_access_flag: 'all',
          },
        },
      },
    });
    renderInRouter(<AddPartnerModal groupId={40} opened onClose={() => undefined} />);
    const form = await screen.findByRole('form', { name: 'Add Partner' });
    const process = () => within(form).getByRole('combobox', { name: /^Process/ });
    expect(process()).toHaveProperty('disabled', true);
    await userEvent.type(within(form).getByRole('combobox', { name: /^Partner/ }), 'wa');
    await userEvent.click(await screen.findByRole('option', { name: 'Wayne Security Software' }));
    await waitFor(() => {
      expect(within(form).getByRole('combobox', { name: /^Department/ })).toHaveProperty('disabled', false);
    });
    expect(process()).toHaveProperty('disabled', true);
    await userEvent.click(within(form).getByRole('combobox', { name: /^Department/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Security Response' }));
    expect(process()).toHaveProperty('disabled', false);
    await userEvent.click(process());
    await userEvent.click(await screen.findByRole('option', { name: 'Wayne Support' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Add Partner' }));
    await waitFor(() => {
      expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
        company_id: 5,
        department_id: 11,
        document_id: 21,
      });
    });
  });
});

describe('the group editor’s Teams channel (ADR 58)', () => {
  const delivery = {
    id: 7,
    messageId: 'msg_teams1',
    eventType: 'case.created',
    caseId: 'k3JH2xQe9v0aLr7TqPz1mWc4',
    status: 'pending' as const,
    attempts: 1,
    nextAttemptAt: '2026-11-28T10:05:00.000Z',
    createdAt: '2026-11-28T10:00:00.000Z',
    deliveredAt: null,
    attemptLog: [
      {
        id: 70,
        at: '2026-11-28T10:00:01.000Z',
        succeeded: false,
        responseStatus: 500,
        responseBody: 'Teams is down',
        error: 'The receiver answered HTTP 500.',
        durationMs: 12,
        trigger: 'scheduled' as const,
      },
    ],
  };

  it('[#27] says a connected channel is connected since its confirmation, that it is failing, and logs each attempt', async () => {
    stubApi({
      'GET /api/config': { status: 200, body: fakeConfig },
      'GET /api/super_admin/groups/4/msteams': {
        status: 200,
        body: {
          state: 'connected',
          url: 'https://example.webhook.office.com/webhookb2/x',
          confirmedAt: '2026-11-27T09:00:00.000Z',
          failingSince: '2026-11-28T10:00:01.000Z',
          disabledReason: null,
          deliveries: [delivery],
        },
      },
    });
    renderInRouter(<TeamsChannelState groupId={4} />);
    const region = await screen.findByRole('region', { name: 'Teams connection' });
    expect(within(region).getByText('Connected')).toBeTruthy();
    expect(within(region).getByText(/^Connected since/).textContent).toContain('11/27/26 09:00 am');
    expect(within(region).getByText('Deliveries failing')).toBeTruthy();
    const attempts = within(region).getByRole('table', { name: 'Attempts of msg_teams1' });
    expect(attempts.textContent).toContain('The receiver answered HTTP 500.');
    expect(attempts.textContent).toContain('Teams is down');
    // The console reads the log; it replays nothing.
    expect(within(region).queryByRole('button', { name: /Replay/ })).toBeNull();
  });

  it('[#27] a channel waiting for its manager says that no card is posted until the link is opened', async () => {
    stubApi({
      'GET /api/config': { status: 200, body: fakeConfig },
      'GET /api/super_admin/groups/5/msteams': {
        status: 200,
        body: {
          state: 'waiting',
          url: 'https://x.test',
          confirmedAt: null,
          failingSince: null,
          disabledReason: null,
          deliveries: [],
        },
      },
    });
    renderInRouter(<TeamsChannelState groupId={5} />);
    const region = await screen.findByRole('region', { name: 'Teams connection' });
    expect(within(region).getByText('Waiting for confirmation')).toBeTruthy();
    expect(within(region).getByText(/No card is posted until the link is opened/)).toBeTruthy();
    expect(within(region).queryByText('Delivery log')).toBeNull();
  });
});
