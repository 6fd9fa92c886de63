import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertBanner } from '@/components/alert-banner';
import { getAlerts } from '@/lib/alerts';
import { createQueryClient } from '@/lib/query-client';
import { renderInRouter } from '@/test/render';
import { ForgotPasswordModal } from './forgot-password-modal';

const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const renderModal = () =>
  renderInRouter(
    <>
      <AlertBanner />
      <ForgotPasswordModal opened onClose={() => undefined} initialEmail="dana@acme.test" />
    </>,
    { client: createQueryClient() },
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ForgotPasswordModal', () => {
  it('[H-010] shows the loading state while the request runs, then the answer', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      ),
    );
    const user = userEvent.setup();
    renderModal();
    const submit = await screen.findByRole('button', { name: 'Send reset link' });
    await user.click(submit);
    await waitFor(() => {
      expect(submit.getAttribute('data-loading')).toBe('true');
    });
    answer(json(200, { success: true, message: 'If an account exists for that email, we have sent a link.' }));
    expect(await screen.findByText('If an account exists for that email, we have sent a link.')).toBeTruthy();
  });

  it('[X-045] a failed request shows its message inside the modal, not in the banner behind it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(json(429, { error: 'Too Many Requests. Please try again later.' }))),
    );
    const user = userEvent.setup();
    renderModal();
    await user.click(await screen.findByRole('button', { name: 'Send reset link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forgot Password' });
    const alert = await screen.findByRole('alert');
    expect(dialog.contains(alert)).toBe(true);
    expect(alert.textContent).toContain('Too Many Requests. Please try again later.');
    expect(getAlerts()).toEqual([]);
    expect(screen.queryByTestId('alert-banner')).toBeNull();
    // The email typed stays, ready for another try.
    expect(screen.getByLabelText(/Email/)).toHaveProperty('value', 'dana@acme.test');
  });

  it('[X-045] an answer with success false shows its message inside the modal', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(json(200, { success: false, message: 'Password resets are paused.' }))),
    );
    const user = userEvent.setup();
    renderModal();
    await user.click(await screen.findByRole('button', { name: 'Send reset link' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Password resets are paused.');
    expect(screen.getByRole('dialog', { name: 'Forgot Password' }).contains(alert)).toBe(true);
    expect(getAlerts()).toEqual([]);
  });

  it("[X-001] the server's 422 shows under the Email field inside the modal, not as a failure", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(json(422, { errors: { email: ['Please enter a valid email address.'] } }))),
    );
    const user = userEvent.setup();
    renderModal();
    await user.click(await screen.findByRole('button', { name: 'Send reset link' }));
    const email = screen.getByLabelText(/Email/);
    await waitFor(() => {
      expect(email.getAttribute('aria-invalid')).toBe('true');
    });
    const message = screen.getByText('Please enter a valid email address.');
    expect(email.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(getAlerts()).toEqual([]);
  });
});
