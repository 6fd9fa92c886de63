import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { renderInRouter } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { AccountApprovalPage } from './account-approval-page';

const decided = (approved: boolean) => ({
  status: 200,
  body: {
    success: true,
    approved,
    user: { first_name: 'Rita', last_name: 'Registrant' },
    message: approved ? 'Rita Registrant has been approved.' : 'Rita Registrant has been rejected.',
  },
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AccountApprovalPage', () => {
  it('[H-023] [H-024] [H-026] approve posts once on load, then names the approved user', async () => {
    const api = stubApi({ 'POST /api/users/approval/tok-1/approve': decided(true) });
    renderInRouter(<AccountApprovalPage token="tok-1" action="approve" />, { client: createQueryClient() });
    expect(screen.getByRole('heading', { name: 'Approve User Account' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Rita Registrant has been approved.' })).toBeTruthy();
    expect(api.calls).toEqual([{ method: 'POST', path: '/api/users/approval/tok-1/approve', body: {} }]);
  });

  it('[H-026] a refused link shows the server text as a warning', async () => {
    stubApi({
      'POST /api/users/approval/tok-1/approve': {
        status: 400,
        body: { error: 'This approval link is invalid, has expired or has already been used.' },
      },
    });
    renderInRouter(<AccountApprovalPage token="tok-1" action="approve" />, { client: createQueryClient() });
    expect((await screen.findByRole('alert')).textContent).toContain('has already been used');
    expect(screen.getByRole('heading', { name: 'Approve User Account' })).toBeTruthy();
  });

  it('[H-023] [H-025] reject takes a rich-text reason; Reject User posts it, names the rejected user and hides the form', async () => {
    const api = stubApi({
      'POST /api/users/approval/tok-1/reject': {
        status: 422,
        body: { errors: { note: ['Please give the reason for the rejection.'] } },
      },
    });
    const user = userEvent.setup();
    renderInRouter(<AccountApprovalPage token="tok-1" action="reject" />, { client: createQueryClient() });
    expect(screen.getByRole('heading', { name: 'Reject User Account' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reject User' }));
    expect(await screen.findByText('Please give the reason for the rejection.')).toBeTruthy();
    const editor = await screen.findByRole('textbox', { name: 'Reason' });
    await user.click(editor);
    await user.keyboard('Not an Acme engineer');
    api.routes['POST /api/users/approval/tok-1/reject'] = decided(false);
    await user.click(screen.getByRole('button', { name: 'Reject User' }));
    expect(await screen.findByRole('heading', { name: 'Rita Registrant has been rejected.' })).toBeTruthy();
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Reject User' })).toBeNull();
    });
    expect(JSON.stringify(api.calls.at(-1)?.body)).toContain('<p>Not an Acme engineer</p>');
  });
});
