import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OnboardingReviewAnswer } from '@casebridge/contract/onboarding-review';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { clearAlerts, getAlerts } from '@/lib/alerts';
import { setToken } from '@/lib/session-storage';
import { renderWithRouter } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { OnboardingReviewPage } from './onboarding-review-page';

beforeEach(() => {
  setToken('token-of-the-super-admin');
});
afterEach(() => {
  vi.unstubAllGlobals();
  setToken(null);
  clearAlerts();
});

const review = (overrides: Partial<OnboardingReviewAnswer['session']> = {}): OnboardingReviewAnswer => ({
  session: {
    id: 5,
    email: 'fran@newco.example',
    status: 'pending_approval',
    sf_opportunity: 'OPP-9',
    created_at: '2026-11-01T09:00:00.000Z',
    submitted_at: '2026-11-02T10:30:00.000Z',
    company_id: null,
    company_name: null,
    email_verification: {
      verified_at: '2026-11-01T09:05:00.000Z',
      link_email_id: 41,
      link_sent_at: '2026-11-01T09:00:30.000Z',
    },
    data: {
      company: {
        name: 'Newco Storage',
        address: '1 Quay Street',
        city: 'Galway',
        state: 'Connacht',
        zipcode: 'H91',
        url: 'https://newco.example',
        country_id: 3,
      },
      user: {
        first_name: 'Fran',
        last_name: 'Founder',
        email: 'fran@newco.example',
        phone: '555 0101',
        phone_country_code: 'IE',
      },
      document: {
        support_hours: '9-5 GMT',
        product_supported: 'Newco Arrays',
        support_email: 'support@newco.example',
        manager_first_name: 'Mara',
        manager_last_name: 'Manager',
        manager_email: 'mara@newco.example',
        escalation_instructions: 'Call the duty desk.',
        login_page_text: 'Welcome, Newco engineers.',
      },
      agreements: { database_license: true, code_of_conduct: true, addendum: false },
      payment: null,
      existing: null,
    },
    ...overrides,
  },
  group: { id: 9, name: 'Storage Alliance', vhost: 'alliance' },
});

const routes = (answer: OnboardingReviewAnswer) => ({
  'GET /api/super_admin/onboarding/5': { status: 200, body: answer },
  'GET /api/caller/countries': { status: 200, body: { countries: [{ id: 3, name: 'Ireland', country_code: 'IE' }] } },
});

const renderPage = () =>
  renderWithRouter(
    [
      {
        path: '/super_admin/onboarding/:session_id',
        element: (
          <>
            <OnboardingReviewPage sessionId={5} />
            <ConfirmDialog />
          </>
        ),
      },
      { path: '/super_admin/dashboard', element: <p>Super admin dashboard</p> },
    ],
    { initialPath: '/super_admin/onboarding/5' },
  );

const field = (form: HTMLElement, name: string) => form.querySelector(`[name="${name}"]`) as HTMLInputElement;

describe('OnboardingReviewPage', () => {
  it('[S-062] shows the opportunity, the company, user and process fields, the agreements and the group', async () => {
    const api = stubApi(routes(review()));
    renderPage();
    const form = await screen.findByRole('form', { name: 'Onboarding request' });
    expect(screen.getByRole('heading', { name: 'Newco Storage' })).toBeTruthy();
    expect(screen.getByText(/Onboarding request for Storage Alliance from fran@newco.example/)).toBeTruthy();
    // Issue 21: what proved the address, and nothing of a password.
    expect(
      screen.getByText(
        'Address verified Nov-01-2026 09:05 am UTC by the single-use link of email #41, sent to fran@newco.example Nov-01-2026 09:00 am UTC.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/password/i)).toBeNull();
    expect(within(form).getByRole('textbox', { name: 'SF Opportunity' })).toHaveProperty('value', 'OPP-9');
    const values = Object.fromEntries(
      [
        'company_name',
        'company_address',
        'company_city',
        'company_state',
        'company_zipcode',
        'company_url',
        'user_first_name',
        'user_last_name',
        'user_email',
        'user_phone',
        'document_support_hours',
        'document_product_supported',
        'document_support_email',
        'document_manager_first_name',
        'document_manager_last_name',
        'document_manager_email',
        'document_escalation_instructions',
        'document_login_page_text',
      ].map((name) => [name, field(form, name).value]),
    );
    expect(values).toEqual({
      company_name: 'Newco Storage',
      company_address: '1 Quay Street',
      company_city: 'Galway',
      company_state: 'Connacht',
      company_zipcode: 'H91',
      company_url: 'https://newco.example',
      user_first_name: 'Fran',
      user_last_name: 'Founder',
      user_email: 'fran@newco.example',
      user_phone: '555 0101',
      document_support_hours: '9-5 GMT',
      document_product_supported: 'Newco Arrays',
      document_support_email: 'support@newco.example',
      document_manager_first_name: 'Mara',
      document_manager_last_name: 'Manager',
      document_manager_email: 'mara@newco.example',
      document_escalation_instructions: 'Call the duty desk.',
      document_login_page_text: 'Welcome, Newco engineers.',
    });
    expect(within(form).getByRole('combobox', { name: /^Country( \*)?$/ })).toHaveProperty('value', 'Ireland');
    const agreements = within(form).getByRole('list', { name: 'Agreements' });
    expect(agreements.textContent).toContain('Database license: Accepted');
    expect(agreements.textContent).toContain('Addendum: Not accepted');
    expect(api.calls.map((call) => call.path)).toContain('/api/caller/countries');
  });

  it('[S-063] Save updates posts the nested body, shows "Onboarding session updated." and returns to the dashboard', async () => {
    const api = stubApi({
      ...routes(review()),
      'POST /api/super_admin/onboarding/5/put': {
        status: 200,
        body: { success: true, message: 'Onboarding session updated.', company_id: null },
      },
    });
    const events = userEvent.setup();
    const { router } = renderPage();
    const form = await screen.findByRole('form', { name: 'Onboarding request' });
    await events.clear(field(form, 'company_name'));
    await events.type(field(form, 'company_name'), 'Newco Storage Ltd');
    await events.click(within(form).getByRole('button', { name: 'Save updates' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/super_admin/dashboard');
    });
    expect(getAlerts().map((alert) => alert.message)).toContain('Onboarding session updated.');
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      sf_opportunity: 'OPP-9',
      company: { name: 'Newco Storage Ltd', country_id: 3, url: 'https://newco.example' },
      user: { first_name: 'Fran', email: 'fran@newco.example', phone_country_code: 'IE' },
      document: { support_hours: '9-5 GMT', login_page_text: 'Welcome, Newco engineers.' },
    });
  });

  it('[S-064] the server’s company.*, user.* and document.* errors show under company_*, user_*, document_*', async () => {
    stubApi({
      ...routes(review()),
      'POST /api/super_admin/onboarding/5/put': {
        status: 422,
        body: {
          errors: {
            'company.zipcode': ['Zip code not known here.'],
            'user.email': ['This email address is already in use.'],
            'document.manager_email': ['Please enter a valid email address.'],
          },
        },
      },
    });
    const events = userEvent.setup();
    renderPage();
    const form = await screen.findByRole('form', { name: 'Onboarding request' });
    await events.click(within(form).getByRole('button', { name: 'Save updates' }));
    const zipcode = field(form, 'company_zipcode');
    await waitFor(() => {
      expect(zipcode.getAttribute('aria-invalid')).toBe('true');
    });
    const messageOf = (input: HTMLInputElement) =>
      document.getElementById(
        input
          .getAttribute('aria-describedby')
          ?.split(' ')
          .find((id) => id.endsWith('error')) ?? '',
      )?.textContent;
    expect(messageOf(zipcode)).toBe('Zip code not known here.');
    expect(messageOf(field(form, 'user_email'))).toBe('This email address is already in use.');
    expect(messageOf(field(form, 'document_manager_email'))).toBe('Please enter a valid email address.');
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it('[S-063] Approve shows "Member has been approved and is now part of the network." and returns to the dashboard', async () => {
    const api = stubApi({
      ...routes(review()),
      'POST /api/super_admin/onboarding/5/approve': {
        status: 200,
        body: { success: true, message: 'Member has been approved and is now part of the network.', company_id: 31 },
      },
    });
    const events = userEvent.setup();
    const { router } = renderPage();
    await events.click(await screen.findByRole('button', { name: 'Approve' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/super_admin/dashboard');
    });
    expect(getAlerts().map((alert) => alert.message)).toContain(
      'Member has been approved and is now part of the network.',
    );
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/super_admin/onboarding/5/approve',
    ]);
  });

  it('[S-063] Reject asks first, then declines and returns to the dashboard', async () => {
    const api = stubApi({
      ...routes(review()),
      'POST /api/super_admin/onboarding/5/reject': {
        status: 200,
        body: { success: true, message: 'The onboarding request has been declined.', company_id: null },
      },
    });
    const events = userEvent.setup();
    const { router } = renderPage();
    await events.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Reject the onboarding request of Newco Storage?')).toBeTruthy();
    await events.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/super_admin/dashboard');
    });
    expect(api.calls.some((call) => call.path === '/api/super_admin/onboarding/5/reject')).toBe(true);
  });

  it('[S-062] a card payment shows the term, whether the charges cover it, and each charge with its term and reference (issue 21)', async () => {
    const base = review();
    stubApi(
      routes({
        ...base,
        session: {
          ...base.session,
          data: {
            ...base.session.data,
            payment: {
              contract_length: 'three_years',
              payment_type: 'credit_card',
              paid: false,
              amount_due_cents: 170_000,
              charges: [
                {
                  amount_cents: 100_000,
                  contract_length: 'one_year',
                  reference: 'ch_test_abc',
                  paid_at: '2026-11-02T10:00:00.000Z',
                },
              ],
            },
          },
        },
      }),
    );
    renderPage();
    const payment = await screen.findByRole('list', { name: 'Payment' });
    expect(payment.textContent).toContain('Term: three years, by credit card: not paid ($1,700.00 due)');
    expect(payment.textContent).toContain(
      'Charged $1,000.00 for one year on Nov-02-2026 10:00 am UTC, reference ch_test_abc',
    );
  });

  it('[S-062] an existing member’s request shows its company and asks for no company or process fields', async () => {
    stubApi(routes(review({ company_id: 4, company_name: 'Acme Storage' })));
    renderPage();
    const form = await screen.findByRole('form', { name: 'Onboarding request' });
    expect(screen.getByRole('heading', { name: 'Acme Storage' })).toBeTruthy();
    expect(screen.getByText(/Acme Storage is a member already/)).toBeTruthy();
    expect(field(form, 'company_name')).toBeNull();
    expect(field(form, 'user_email').value).toBe('fran@newco.example');
  });
});
