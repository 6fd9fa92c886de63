import { Suspense } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertBanner } from '@/components/alert-banner';
import { createQueryClient } from '@/lib/query-client';
import { fakeConfig } from '@/test/fake-api';
import { renderInRouter } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { VerifyAccountPage } from './verify-account-page';

const VERIFY = 'GET /api/auth/verify/tok-1';
const answer = (action: string, fields: Record<string, unknown> = {}) => ({
  status: 200,
  body: { action, error: null, message: null, company: null, ...fields },
});
const renderPage = () =>
  renderInRouter(
    <Suspense>
      <AlertBanner />
      <VerifyAccountPage token="tok-1" />
    </Suspense>,
    { client: createQueryClient() },
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('VerifyAccountPage', () => {
  it('[H-018] [H-021] asks once for the outcome; verified links to the company login', async () => {
    const api = stubApi({
      'GET /api/config': { status: 200, body: fakeConfig },
      [VERIFY]: answer('verified', { message: 'You can now sign in.', company: { name: 'Acme', slug: 'acme' } }),
    });
    renderPage();
    expect(screen.getByRole('heading', { name: 'Account Verification.' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Account Verified' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the Acme login page' }).getAttribute('href')).toBe('/acme');
    expect(api.calls.filter((call) => call.path.startsWith('/api/auth/verify'))).toHaveLength(1);
  });

  it('[H-022] approval says the account must be approved and gives the membership contact', async () => {
    stubApi({
      'GET /api/config': { status: 200, body: fakeConfig },
      [VERIFY]: answer('approval', { message: 'Your company approves new accounts.' }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Your Account Must be Approved.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: fakeConfig.membership_email })).toBeTruthy();
  });

  it('[H-019] [H-020] [X-046] invalid shows the server text and a form for a new link: field errors under the email, then the message', async () => {
    const api = stubApi({
      'GET /api/config': { status: 200, body: fakeConfig },
      [VERIFY]: answer('invalid', { error: 'This verification link is invalid or has expired.' }),
      'POST /api/auth/verify_account': {
        status: 422,
        body: { errors: { email: ['Please enter a valid email address.'] } },
      },
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Invalid Token.' })).toBeTruthy();
    expect(screen.getByText('This verification link is invalid or has expired.')).toBeTruthy();
    await user.type(screen.getByLabelText(/Email/), 'rita@acme.test');
    await user.click(screen.getByRole('button', { name: 'Send a new verification email' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    api.routes['POST /api/auth/verify_account'] = { status: 200, body: { message: 'We have sent a new link.' } };
    await user.click(screen.getByRole('button', { name: 'Send a new verification email' }));
    expect(await screen.findByText('We have sent a new link.')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { email: 'rita@acme.test' },
      { email: 'rita@acme.test' },
    ]);
  });

  it('[H-020] an error answer of the new-link form shows a warning with the server text', async () => {
    stubApi({
      'GET /api/config': { status: 200, body: fakeConfig },
      [VERIFY]: answer('invalid', { error: 'Invalid.' }),
      'POST /api/auth/verify_account': { status: 429, body: { error: 'Too Many Requests. Please try again later.' } },
    });
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByLabelText(/Email/), 'rita@acme.test');
    await user.click(screen.getByRole('button', { name: 'Send a new verification email' }));
    expect((await screen.findByTestId('alert-banner')).textContent).toContain('Too Many Requests');
  });
});
