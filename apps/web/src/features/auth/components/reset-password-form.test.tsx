import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertBanner } from '@/components/alert-banner';
import { getAlerts } from '@/lib/alerts';
import { createQueryClient } from '@/lib/query-client';
import { renderInRouter } from '@/test/render';
import { ResetPasswordForm } from './reset-password-form';

const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const INVALID_LINK = 'This password reset link is invalid or has expired. Please request a new one.';

afterEach(() => {
  vi.unstubAllGlobals();
});

const fillAndSubmit = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(await screen.findByLabelText(/^Email/), 'dana@acme.test');
  await user.type(screen.getByLabelText(/^New password/), 'Fresh-start-42#');
  await user.type(screen.getByLabelText(/^Confirm new password/), 'Fresh-start-42#');
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
};

describe('ResetPasswordForm', () => {
  it('[H-027] [X-041] a used or expired link says so in the page, offers a new link, and keeps what was typed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(json(400, { error: INVALID_LINK }))),
    );
    const user = userEvent.setup();
    renderInRouter(
      <>
        <AlertBanner />
        <ResetPasswordForm token="used-token" />
      </>,
      { client: createQueryClient() },
    );
    await fillAndSubmit(user);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your password was not changed');
    expect(alert.textContent).toContain(INVALID_LINK);
    expect(getAlerts()).toEqual([]);
    expect(screen.getByLabelText(/^Email/)).toHaveProperty('value', 'dana@acme.test');

    await user.click(screen.getByRole('button', { name: 'Request a new link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forgot Password' });
    expect(dialog.querySelector('input')).toHaveProperty('value', 'dana@acme.test');
  });

  it('[H-027] a reset that worked replaces the form with the answer and a way to sign in', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(json(200, { success: true, message: 'Your password has been reset.' }))),
    );
    const user = userEvent.setup();
    renderInRouter(<ResetPasswordForm token="good-token" />, { client: createQueryClient() });
    await fillAndSubmit(user);
    expect((await screen.findByRole('status')).textContent).toContain('Your password has been reset.');
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Reset password' })).toBeNull();
  });
});
