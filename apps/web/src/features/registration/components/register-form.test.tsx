import { Suspense } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRIVACY_AGREEMENT_MESSAGE } from '@casebridge/contract/fields';
import { AlertBanner } from '@/components/alert-banner';
import { privacyPolicyLink } from '@/config/links';
import { createQueryClient } from '@/lib/query-client';
import { fakeConfig } from '@/test/fake-api';
import { renderInRouter } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { RegisterForm, REQUIRES_APPROVAL_TITLE } from './register-form';

const COUNTRIES = [
  { id: 7, name: 'Germany', country_code: 'DE' },
  { id: 9, name: 'United States', country_code: 'US' },
];
const REGISTER = 'POST /api/caller/register/acme';

const renderForm = () =>
  renderInRouter(
    <Suspense>
      <AlertBanner />
      <RegisterForm slug="acme" domain="acme.test" countries={COUNTRIES} />
    </Suspense>,
    { client: createQueryClient() },
  );

async function fillIn() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/First name/), 'Rita');
  await user.type(screen.getByLabelText(/Last name/), 'Registrant');
  await user.type(screen.getByLabelText(/Work email/), 'rita@acme.test');
  await user.type(screen.getByLabelText(/^Phone/), '512 555 0100');
  await user.selectOptions(screen.getByLabelText(/^Country\b(?! code)/), 'Germany');
  await user.type(screen.getByLabelText(/City/), 'Munich');
  await user.type(screen.getByLabelText(/^Password/), 'Registered-1!');
  await user.type(screen.getByLabelText(/Confirm password/), 'Registered-1!');
  await user.click(screen.getByRole('checkbox', { name: /^I accept the terms of the privacy policy/ }));
  return user;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RegisterForm', () => {
  it('[issue 24] the privacy policy the box accepts is a link to the policy, opening beside the form', async () => {
    stubApi({ 'GET /api/config': { status: 200, body: fakeConfig } });
    renderForm();
    const link = await screen.findByRole('link', { name: 'privacy policy' });
    expect(link.getAttribute('href')).toBe(privacyPolicyLink.href);
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('[H-011] [H-012] asks for every field, states the password rules, defaults the phone to US and sends nothing while a rule fails', async () => {
    const api = stubApi({ 'GET /api/config': { status: 200, body: fakeConfig } });
    const user = userEvent.setup();
    renderForm();
    expect(
      await screen.findByText(/Minimum 8 characters, 1 uppercase, 1 lowercase, 1 numeric, 1 of ! \$ # %\./),
    ).toBeTruthy();
    expect(screen.getByLabelText(/Country code/)).toHaveProperty('value', 'US');
    expect(screen.getByLabelText(/^Phone/).getAttribute('maxlength')).toBe('25');
    const countryOptions = Array.from(screen.getByLabelText(/^Country\b(?! code)/).querySelectorAll('option'));
    expect(countryOptions.map((option) => option.textContent)).toEqual([
      'Choose a country',
      'Germany',
      'United States',
    ]);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(PRIVACY_AGREEMENT_MESSAGE)).toBeTruthy();
    expect(screen.getByText('Please choose a country.')).toBeTruthy();
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThanOrEqual(4);
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it("[H-013] posts the fields; the server's field errors land under their fields", async () => {
    const api = stubApi({
      'GET /api/config': { status: 200, body: fakeConfig },
      [REGISTER]: { status: 422, body: { errors: { city: ['At most 100 characters.'] } } },
    });
    renderForm();
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('At most 100 characters.')).toBeTruthy();
    expect(screen.getByLabelText(/City/).getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      first_name: 'Rita',
      last_name: 'Registrant',
      email: 'rita@acme.test',
      phone: '512 555 0100',
      phone_country_code: 'US',
      country_id: 7,
      city: 'Munich',
      password: 'Registered-1!',
      password_confirmation: 'Registered-1!',
      agree_confirm: true,
    });
  });

  it('[H-013] [H-014] a success shows the message, and with the approval flag that the account requires approval', async () => {
    stubApi({
      'GET /api/config': { status: 200, body: fakeConfig },
      [REGISTER]: { status: 200, body: { message: 'Thank you for registering.', approval: true } },
    });
    renderForm();
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Thank you for registering.')).toBeTruthy();
    expect(screen.getByText(REQUIRES_APPROVAL_TITLE)).toBeTruthy();
    expect(screen.getByText(/business manager reviews new accounts/)).toBeTruthy();
    expect(screen.getByText(/within 24 hours, contact membership/)).toBeTruthy();
    expect(screen.getByRole('link', { name: fakeConfig.membership_email }).getAttribute('href')).toBe(
      `mailto:${fakeConfig.membership_email}`,
    );
  });

  it('[H-013] an error answer shows a warning alert and keeps the form', async () => {
    stubApi({
      'GET /api/config': { status: 200, body: fakeConfig },
      [REGISTER]: { status: 403, body: { error: 'This company does not register users on CaseBridge.' } },
    });
    renderForm();
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const banner = await screen.findByTestId('alert-banner');
    await waitFor(() => {
      expect(banner.textContent).toContain('This company does not register users on CaseBridge.');
    });
    expect(screen.getByRole('button', { name: 'Register' })).toBeTruthy();
    expect(screen.queryByText(REQUIRES_APPROVAL_TITLE)).toBeNull();
  });
});
