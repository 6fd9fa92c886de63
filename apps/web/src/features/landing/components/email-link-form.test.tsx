import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRIVACY_AGREEMENT_MESSAGE } from '@casebridge/contract/fields';
import { createQueryClient } from '@/lib/query-client';
import { renderInRouter } from '@/test/render';
import { EmailLinkForm } from './email-link-form';

const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const globex = { id: 42, name: 'Globex Storage', domain: 'globex.test' };

/** The requests the form sent, by path, with their JSON bodies. */
const stubServer = (answer: () => Response) => {
  const fetch = vi.fn((_url: string, _init?: { body?: string }) => Promise.resolve(answer()));
  vi.stubGlobal('fetch', fetch);
  return () =>
    fetch.mock.calls.map(([url, init]) => ({
      url,
      body: JSON.parse(init?.body ?? 'null') as unknown,
    }));
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('EmailLinkForm', () => {
  it('[H-006] asks for the local part before a fixed @{company domain}, the privacy box and Send Email', async () => {
    stubServer(() => json(200, { message: 'sent' }));
    renderInRouter(<EmailLinkForm company={globex} />, { client: createQueryClient() });
    const form = await screen.findByRole('form', { name: 'Sign in with an email link' });
    expect(screen.getByLabelText(/^Email/)).toBeTruthy();
    expect(form.textContent).toContain('@globex.test');
    expect(screen.getByRole('checkbox', { name: /privacy policy/ })).toHaveProperty('checked', false);
    expect(screen.getByRole('button', { name: 'Send Email' })).toBeTruthy();
  });

  it('[H-007] with the privacy box unticked it says so under the box and sends nothing', async () => {
    const requests = stubServer(() => json(200, { message: 'sent' }));
    const user = userEvent.setup();
    renderInRouter(<EmailLinkForm company={globex} />, { client: createQueryClient() });
    await user.type(await screen.findByLabelText(/^Email/), 'dana');
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    const box = screen.getByRole('checkbox', { name: /privacy policy/ });
    await waitFor(() => {
      expect(box.getAttribute('aria-invalid')).toBe('true');
    });
    const message = screen.getByText(PRIVACY_AGREEMENT_MESSAGE);
    expect(box.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(requests()).toEqual([]);
  });

  it('[H-007] [X-021] sends local part + "@" + domain with the company and shows the answer', async () => {
    const requests = stubServer(() => json(200, { message: 'A sign-in link is on its way.' }));
    const user = userEvent.setup();
    renderInRouter(<EmailLinkForm company={globex} />, { client: createQueryClient() });
    await user.type(await screen.findByLabelText(/^Email/), ' dana.reyes ');
    await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    expect((await screen.findByRole('status')).textContent).toContain('A sign-in link is on its way.');
    expect(requests()).toEqual([
      {
        url: '/api/caller/link',
        body: { email: 'dana.reyes@globex.test', company_id: 42, agree_confirm: true },
      },
    ]);
  });

  it("[X-001] the server's field error shows under the Email field", async () => {
    stubServer(() => json(422, { errors: { email: ['Use your email address at globex.test.'] } }));
    const user = userEvent.setup();
    renderInRouter(<EmailLinkForm company={globex} />, { client: createQueryClient() });
    const email = await screen.findByLabelText(/^Email/);
    await user.type(email, 'dana');
    await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    await waitFor(() => {
      expect(email.getAttribute('aria-invalid')).toBe('true');
    });
    const message = screen.getByText('Use your email address at globex.test.');
    expect(email.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
  });

  it('an address typed whole is refused before sending: only the part before the @ goes in the box', async () => {
    const requests = stubServer(() => json(200, { message: 'sent' }));
    const user = userEvent.setup();
    renderInRouter(<EmailLinkForm company={globex} />, { client: createQueryClient() });
    await user.type(await screen.findByLabelText(/^Email/), 'dana@globex.test');
    await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(await screen.findByText('Enter only the part of your address before @globex.test.')).toBeTruthy();
    expect(requests()).toEqual([]);
  });
});
