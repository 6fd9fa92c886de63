import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContactDocument } from '@casebridge/contract/case-submission';
import { fakeConfig } from '@/test/fake-api';
import { renderInRouter } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { SampleCaseSubmission } from './sample-case-submission';

afterEach(() => {
  vi.unstubAllGlobals();
});

const process: ContactDocument = {
  id: 30,
  name: 'Vandelay Middleware Support Collaboration',
  company_id: 9,
  company: { name: 'Vandelay Industries' },
  department: null,
  is_favorite: false,
  files: [],
  note: null,
  can_edit_note: false,
  version: {
    id: 31,
    document_type: 'ticket',
    title: 'Vandelay Middleware Support Collaboration',
    support_hours: '7/24/365',
    product_supported: 'Vandelay Bus',
    admin_note: null,
    escalation_instructions: '<p>Call the duty manager.</p>',
    manager_users: [{ user_type: 'main', name: 'Kel Varnsen', email: 'bm@vandelay.test' }],
    common_customer_section_title: null,
  },
  common_customer_section: [],
  contact_section: [],
  problem_section: [
    {
      requirement_id: 5,
      required: true,
      group: null,
      options: [],
      additional_settings: null,
      requirement: { id: 5, type: 'string', label: 'Product serial number', code_label: null },
    },
  ],
  doc_linkages: [],
  parent_option_name: null,
  static_document: null,
};

const admin = {
  first_name: 'Kel',
  last_name: 'Varnsen',
  email: 'bm@vandelay.test',
  phone: null,
  phone_country_code: 'US',
  role: 'business_manager' as const,
};

describe('SampleCaseSubmission (M-031)', () => {
  it('[M-031] renders the process with the submit page’s own form, fillable with sample values, but sends nothing and writes nothing', async () => {
    const api = stubApi({
      'GET /api/config': { status: 200, body: fakeConfig },
      'POST /api/caller/db_select_options': { status: 200, body: {} },
    });
    const events = userEvent.setup();
    renderInRouter(
      <SampleCaseSubmission document={process} messages={{ locked: false, reason: null, custom: null }} user={admin} />,
    );
    const form = await screen.findByRole('form', { name: 'Case for Vandelay Industries' });
    expect(within(form).getByRole('textbox', { name: /Product serial number/ })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Escalation instructions' })).toBeTruthy();
    // Nothing that writes: no favorite star, no internal note editor, a send button that cannot be pressed.
    expect(screen.queryByRole('button', { name: 'Add to favorites' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Internal notes' })).toBeNull();
    const send = within(form).getByRole('button', { name: 'Send case to Vandelay Industries' });
    expect(send).toHaveProperty('disabled', true);
    expect(within(form).getByText(/This is a sample/)).toBeTruthy();

    await events.click(within(form).getByRole('switch', { name: /Sample submission/ }));
    expect(within(form).getByRole('textbox', { name: /Product serial number/ })).not.toHaveProperty('value', '');
    await events.type(within(form).getByRole('textbox', { name: /^Problem summary/ }), '{Enter}');
    expect(api.calls.filter((call) => call.method === 'POST' && call.path.includes('collaborate'))).toEqual([]);
  });
});
