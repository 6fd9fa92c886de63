import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MeAnswer } from '@casebridge/contract/auth';
import { PRIVACY_AGREEMENT_MESSAGE } from '@casebridge/contract/fields';
import { profileSession } from '@/test/profile-fixtures';
import { createTestQueryClient, renderInRouter } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { ForcedUpdateModal } from './forced-update-modal';

afterEach(() => {
  vi.unstubAllGlobals();
});

const countries = [{ id: 1, name: 'Germany', country_code: 'DE' }];

/** The shell's part: the session as the query cache holds it, and the modal it calls for. */
const Shell = () => {
  const me = useQuery<MeAnswer>({
    queryKey: ['auth', 'me'],
    queryFn: () => Promise.reject(new Error('the test sets the session')),
    enabled: false,
  }).data;
  return me === undefined ? null : <ForcedUpdateModal me={me} />;
};

const renderWithSession = (me: MeAnswer) => {
  const client = createTestQueryClient();
  client.setQueryData(['auth', 'me'], me);
  renderInRouter(<Shell />, { client });
};

describe('ForcedUpdateModal', () => {
  it('[P-007] [P-009] force_update_profile opens Update Profile, which neither Escape nor a close button ends; saving does', async () => {
    const me = profileSession({
      user: { force_update_profile: true, force_update_agreement: true, agreement_date: null },
    });
    const api = stubApi({
      'GET /api/users/profile_form_data': { status: 200, body: { countries } },
      'POST /api/users/profile': {
        status: 200,
        body: {
          user: {
            ...me.user,
            agreement_date: '2026-11-25T10:00:00.000Z',
            force_update_profile: false,
            force_update_agreement: false,
          },
        },
      },
    });
    const user = userEvent.setup();
    renderWithSession(me);
    const dialog = await screen.findByRole('dialog', { name: 'Update Profile' });
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Update Profile' })).toBeTruthy();

    const form = await within(dialog).findByRole('form', { name: 'Contact details' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(PRIVACY_AGREEMENT_MESSAGE)).toBeTruthy();
    await user.click(within(form).getByRole('checkbox', { name: /privacy policy/ }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Update Profile' })).toBeNull();
    });
    // Both flags were cleared by the one save: the agreement modal does not follow.
    expect(screen.queryByRole('dialog', { name: 'Update Agreement Status' })).toBeNull();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/api/users/profile']);
  });

  it('[P-008] [P-009] otherwise force_update_agreement opens Update Agreement Status: unticked it refuses, ticked it saves', async () => {
    const me = profileSession({ user: { force_update_agreement: true, agreement_date: null } });
    const api = stubApi({
      'POST /api/users/agreement': {
        status: 200,
        body: { user: { ...me.user, agreement_date: '2026-11-25T10:00:00.000Z', force_update_agreement: false } },
      },
    });
    const user = userEvent.setup();
    renderWithSession(me);
    const dialog = await screen.findByRole('dialog', { name: 'Update Agreement Status' });
    const box = within(dialog).getByRole('checkbox', { name: /privacy policy/ });
    expect(box).toHaveProperty('checked', false);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(PRIVACY_AGREEMENT_MESSAGE)).toBeTruthy();
    expect(api.calls).toEqual([]);

    await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Update Agreement Status' })).toBeNull();
    });
    expect(api.calls).toEqual([{ method: 'POST', path: '/api/users/agreement', body: { agree_confirm: true } }]);
  });

  it('[P-008] the agreement box is pre-ticked when an agreement date exists', async () => {
    stubApi({});
    renderWithSession(profileSession({ user: { force_update_agreement: true } }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Agreement Status' });
    expect(within(dialog).getByRole('checkbox', { name: /privacy policy/ })).toHaveProperty('checked', true);
  });

  it('[P-007] without a flag no modal opens', () => {
    stubApi({});
    renderWithSession(profileSession());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
