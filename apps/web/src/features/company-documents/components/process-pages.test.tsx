import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  CompanyDocument,
  CompanyDocumentAnswer,
  LimitedDocumentAnswer,
} from '@casebridge/contract/company-documents';
import { clearAlerts, getAlerts } from '@/lib/alerts';
import { fakeConfig } from '@/test/fake-api';
import { renderInRouter } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { LimitedProcessPage } from './limited-process-page';
import { ProcessDetailsPage } from './process-details-page';
import { ProcessListPage } from './process-list-page';
import { escalationOptions } from './process-values';

afterEach(() => {
  vi.unstubAllGlobals();
  clearAlerts();
});

const document = (overrides: Partial<CompanyDocument['version']> = {}): CompanyDocument => ({
  id: 30,
  name: 'Vandelay Middleware Support Collaboration',
  company_id: 9,
  static_document: null,
  parent_option_name: null,
  version: {
    id: 31,
    version_number: 1,
    status: 'approved',
    title: 'Vandelay Middleware Support Collaboration',
    support_hours: '7/24/365',
    product_supported: 'Vandelay Bus',
    document_type: 'ticket',
    collaborate_email: 'support@vandelay.test',
    collaborate_cc_email: null,
    escalation_instructions: '<p>Call the duty manager.</p>',
    escalation_alias: 'sev1@vandelay.test',
    admin_note: null,
    common_customer_section_title: null,
    requirements: [
      {
        requirement_id: 5,
        required: true,
        group: null,
        options: [],
        additional_settings: null,
        requirement: { id: 5, type: 'string', label: 'Product serial number', code_label: null },
        section: 'problem_section',
      },
    ],
    managers: [
      { user_type: 'main', user_id: 11, user: { email: 'bm@vandelay.test', first_name: 'Kel', last_name: 'Varnsen' } },
      { user_type: 'alternate', user_id: 12, user: { email: 'art@vandelay.test', first_name: 'art', last_name: 'V' } },
    ],
    ...overrides,
  },
  group_relations: [{ community_id: 4, community_name: 'Storage Alliance', department_name: null }],
});

const users = [
  { id: 11, first_name: 'Kel', last_name: 'Varnsen', email: 'bm@vandelay.test' },
  { id: 12, first_name: 'art', last_name: 'V', email: 'art@vandelay.test' },
  { id: 13, first_name: 'Bob', last_name: 'Sacamano', email: 'bob@vandelay.test' },
];

/** The server's answer; `withAlternateAndAlias`: whether it says the admin sets the alternate contact and alias. */
const answer = (doc = document(), withAlternateAndAlias = true): CompanyDocumentAnswer => ({
  document: doc,
  companies: [{ id: 9, name: 'Vandelay Industries' }],
  departments: [],
  communities: [{ id: 4, name: 'Storage Alliance' }],
  users,
  can_edit_alternate_and_alias: withAlternateAndAlias,
});

const routes = (extra: Record<string, { status: number; body: unknown }> = {}) => ({
  'GET /api/config': { status: 200, body: fakeConfig },
  'GET /api/admin/company/documents/30': { status: 200, body: answer() },
  ...extra,
});

const details = () => (
  <ProcessDetailsPage
    documentId={30}
    contact={(name) => <button type="button">Contact {name}</button>}
    preview={() => null}
  />
);

describe('escalation contacts (M-027)', () => {
  it('[M-027] None (0) first, then the users by first name, whatever their case', () => {
    expect(escalationOptions(users).map((option) => [option.value, option.label])).toEqual([
      ['0', 'None'],
      ['12', 'art V (art@vandelay.test)'],
      ['13', 'Bob Sacamano (bob@vandelay.test)'],
      ['11', 'Kel Varnsen (bm@vandelay.test)'],
    ]);
  });
});

describe('ProcessListPage (M-025)', () => {
  it('[M-025] each process links to its details', async () => {
    stubApi({
      'GET /api/admin/company/documents': {
        status: 200,
        body: {
          documents: [
            {
              id: 30,
              name: 'Vandelay Middleware Support Collaboration',
              title: 'Vandelay Middleware Support Collaboration',
              document_type: 'ticket',
              status: 'approved',
              support_hours: '7/24/365',
              product_supported: 'Vandelay Bus',
              updated_at: '2026-11-02T14:05:00.000Z',
            },
          ],
        },
      },
    });
    renderInRouter(<ProcessListPage limited={false} />);
    const link = await screen.findByRole('link', { name: 'Vandelay Middleware Support Collaboration' });
    expect(link.getAttribute('href')).toBe('/admin/inbound_process/30');
    expect(screen.getByText('Standard Email Process')).toBeTruthy();
    expect(screen.getByText('Nov-02-2026 02:05 pm')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Limited Process' })).toBeNull();
  });
});

describe('ProcessDetailsPage (M-026, M-028..M-030)', () => {
  it('[M-026] [M-030] the editable fields hold the stored process; the type reads as its label; applies-to, fields and static document are read-only', async () => {
    stubApi(routes());
    renderInRouter(details());
    const form = await screen.findByRole('form', { name: 'Process details' });
    expect(within(form).getByRole('textbox', { name: /^Title/ })).toHaveProperty(
      'value',
      'Vandelay Middleware Support Collaboration',
    );
    expect(within(form).getByRole('textbox', { name: /^Support Hours/ })).toHaveProperty('value', '7/24/365');
    expect(within(form).getByText('Standard Email Process')).toBeTruthy();
    expect(within(form).getByRole('combobox', { name: /^Escalation Contact/ })).toHaveProperty(
      'value',
      'Kel Varnsen (bm@vandelay.test)',
    );
    expect(within(form).getByRole('combobox', { name: /^Alternate Contact/ })).toHaveProperty(
      'value',
      'art V (art@vandelay.test)',
    );
    expect(within(form).getByRole('textbox', { name: /^Escalation Alias/ })).toHaveProperty(
      'value',
      'sev1@vandelay.test',
    );
    const appliesTo = screen.getByRole('region', { name: 'Applies To' });
    expect(within(appliesTo).getByRole('cell', { name: 'Storage Alliance' })).toBeTruthy();
    expect(within(appliesTo).getByRole('cell', { name: 'None' })).toBeTruthy();
    expect(within(appliesTo).queryByRole('textbox')).toBeNull();
    const fields = screen.getByRole('region', { name: 'Fields' });
    expect(within(fields).getByText('Product serial number')).toBeTruthy();
    expect(within(fields).getByText('Required')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Static Document' }).textContent).toContain('no static document');
    expect(screen.getByRole('button', { name: 'Contact Vandelay Middleware Support Collaboration' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sample Case Submission' }).getAttribute('href')).toBe(
      '/admin/inbound_process/30/test',
    );
  });

  it('[M-028] [issue 23] where the answer says can_edit_alternate_and_alias false (a limited member): no alternate contact and no alias', async () => {
    const withoutThem = document({ escalation_alias: null, managers: document().version.managers.slice(0, 1) });
    stubApi(routes({ 'GET /api/admin/company/documents/30': { status: 200, body: answer(withoutThem, false) } }));
    renderInRouter(details());
    const form = await screen.findByRole('form', { name: 'Process details' });
    expect(within(form).getByRole('combobox', { name: /^Escalation Contact/ })).toBeTruthy();
    expect(within(form).queryByRole('combobox', { name: /^Alternate Contact/ })).toBeNull();
    expect(within(form).queryByRole('textbox', { name: /^Escalation Alias/ })).toBeNull();
  });

  it('[M-029] Save posts the contract’s body; the server’s field errors show under their fields, then its message on success', async () => {
    let refuse = true;
    const api = stubApi({
      ...routes(),
      'POST /api/admin/company/documents/30': () =>
        refuse
          ? { status: 422, body: { errors: { support_hours: ['Please enter the support hours.'] } } }
          : { status: 200, body: { message: 'The process has been saved.', document: document({ title: 'New' }) } },
    });
    const events = userEvent.setup();
    renderInRouter(details());
    const form = await screen.findByRole('form', { name: 'Process details' });
    const title = within(form).getByRole('textbox', { name: /^Title/ });
    await events.clear(title);
    await events.type(title, 'Vandelay Bus Collaboration');
    await events.click(within(form).getByRole('combobox', { name: /^Alternate Contact/ }));
    await events.click(await screen.findByRole('option', { name: 'None' }));
    await events.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Please enter the support hours.')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      {
        title: 'Vandelay Bus Collaboration',
        support_hours: '7/24/365',
        product_supported: 'Vandelay Bus',
        collaborate_email: 'support@vandelay.test',
        collaborate_cc_email: null,
        escalation_instructions: '<p>Call the duty manager.</p>',
        escalation_user_id: 11,
        alt_escalation_user_id: 0,
        escalation_alias: 'sev1@vandelay.test',
      },
    ]);

    refuse = false;
    await events.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(getAlerts().map((alert) => alert.message)).toContain('The process has been saved.');
    });
  });

  it("[issue 23] [M-029] the server's field error on the escalation instructions shows under their editor, not in the form's alert", async () => {
    const message = 'At most 20000 characters.';
    stubApi({
      ...routes(),
      'POST /api/admin/company/documents/30': {
        status: 422,
        body: { errors: { escalation_instructions: [message], support_hours: ['Please enter the support hours.'] } },
      },
    });
    const events = userEvent.setup();
    renderInRouter(details());
    const form = await screen.findByRole('form', { name: 'Process details' });
    const editor = await within(form).findByRole('textbox', { name: 'Escalation Instructions' });
    await events.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('textbox', { name: 'Escalation Instructions', description: message })).toBe(
      editor,
    );
    expect(
      within(form).getByRole('textbox', { name: /^Support Hours/, description: 'Please enter the support hours.' }),
    ).toBeTruthy();
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it('[M-029] an empty title is refused in the form with the contract’s message, and nothing is sent', async () => {
    const api = stubApi(routes());
    const events = userEvent.setup();
    renderInRouter(details());
    const form = await screen.findByRole('form', { name: 'Process details' });
    await events.clear(within(form).getByRole('textbox', { name: /^Title/ }));
    await events.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Please enter the process title.')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});

describe('LimitedProcessPage (M-032)', () => {
  it('[M-032] read-only: support hours, products, support email alias, support manager email, instructions and fields', async () => {
    const {
      users: _users,
      can_edit_alternate_and_alias: _flag,
      ...limited
    } = answer(document({ escalation_alias: null, managers: document().version.managers.slice(0, 1) }));
    const body: LimitedDocumentAnswer = limited;
    stubApi({ 'GET /api/admin/company/documents/limited': { status: 200, body } });
    renderInRouter(<LimitedProcessPage contact={<button type="button">Contact</button>} />);
    const panel = await screen.findByRole('region', { name: 'Process' });
    expect(within(panel).getByText('7/24/365')).toBeTruthy();
    expect(within(panel).getByText('Vandelay Bus')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'support@vandelay.test' })).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'bm@vandelay.test' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Escalation Instructions' }).textContent).toContain(
      'Call the duty manager.',
    );
    expect(screen.getByText('Product serial number')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
