import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InactiveUser } from '@casebridge/contract/super-admin-users';
import { clearAlerts } from '@/lib/alerts';
import { setToken } from '@/lib/session-storage';
import { renderInRouter } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { pageDelay } from '../api/load-inactive-users';
import { InactiveUsersPage } from './inactive-users-page';

const user = (id: number, input: Partial<InactiveUser> = {}): InactiveUser => ({
  id,
  first_name: `First${String(id)}`,
  last_name: `Last${String(id)}`,
  email: `user${String(id)}@dormant.test`,
  company_id: 4,
  company: 'Dormant Systems',
  role: 'caller',
  last_login_date: '2026-03-04T17:06:07.000Z',
  ...input,
});
const ok = (users: InactiveUser[]) => ({ status: 200, body: { users } });
const failed = { status: 500, body: { error: 'Server error' } };
const listPath = (page: number) => `GET /api/super_admin/users/list/${String(page)}`;

/** The times (ms since the page mounted) at which each list page was asked for. */
const installList = (answers: ({ status: number; body: unknown } | undefined)[][]) => {
  const started = Date.now();
  const asked: { page: number; at: number }[] = [];
  const attempts = new Map<number, number>();
  const routes = Object.fromEntries(
    answers.map((perAttempt, page) => [
      listPath(page),
      () => {
        asked.push({ page, at: Date.now() - started });
        const attempt = attempts.get(page) ?? 0;
        attempts.set(page, attempt + 1);
        return perAttempt[Math.min(attempt, perAttempt.length - 1)] ?? ok([]);
      },
    ]),
  );
  stubApi(routes);
  return asked;
};

beforeEach(() => {
  vi.useFakeTimers();
  setToken('token-of-the-super-admin');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setToken(null);
  clearAlerts();
});

/** Lets the pending fetches and renders settle, then moves the clock. */
const advance = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

describe('InactiveUsersPage', () => {
  it('[S-066] reads the pages from 0 until one comes back empty, 15 ms apart and 40 ms more for each page after the fifth', async () => {
    const pages = Array.from({ length: 8 }, (_, page) => [ok([user(page * 10 + 1), user(page * 10 + 2)])]);
    const asked = installList([...pages, [ok([])]]);
    renderInRouter(<InactiveUsersPage />);
    await advance(0);
    for (let read = 1; read <= 8; read += 1) await advance(pageDelay(read));
    await advance(1_000);

    expect(asked.map((call) => call.page)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    const gaps = asked.slice(1).map((call, i) => call.at - (asked[i]?.at ?? 0));
    // After pages 1..5: 15 ms; after the sixth 55, the seventh 95, the eighth 135.
    expect(gaps).toEqual([15, 15, 15, 15, 15, 55, 95, 135]);
    expect([pageDelay(1), pageDelay(5), pageDelay(6), pageDelay(7)]).toEqual([15, 15, 55, 95]);

    expect(screen.queryByText(/Loading more users/)).toBeNull();
    // Every page read is listed: the last page's user is found by the table's search.
    fireEvent.change(screen.getByRole('textbox', { name: 'Search' }), { target: { value: 'user72@' } });
    const table = screen.getByRole('table', { name: 'Inactive users' });
    expect(within(table).getByText('user72@dormant.test')).toBeTruthy();
  });

  it('[S-066] a failed read is tried again; three failures in a row stop the loading, the users read so far stay', async () => {
    const asked = installList([
      [ok([user(1), user(2)])],
      [failed, ok([user(3)])],
      [failed, failed, failed, ok([user(4)])],
    ]);
    renderInRouter(<InactiveUsersPage />);
    await advance(0);
    for (let i = 0; i < 10; i += 1) await advance(15);

    // Page 1 failed once and then answered; page 2 failed three times: no fourth try, no page 3.
    expect(asked.map((call) => call.page)).toEqual([0, 1, 1, 2, 2, 2]);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Loading stopped after 3 users');
    const table = screen.getByRole('table', { name: 'Inactive users' });
    expect(within(table).getByText('user3@dormant.test')).toBeTruthy();
    expect(within(table).queryByText('user4@dormant.test')).toBeNull();
  });

  it('[X-047] shows name (opening /super_admin/user/{id}), email, company, role and last login, with Enable', async () => {
    installList([[ok([user(7, { role: 'business_manager', last_login_date: null })])], [ok([])]]);
    vi.useRealTimers();
    renderInRouter(<InactiveUsersPage />);
    const table = await screen.findByRole('table', { name: 'Inactive users' });
    const link = await within(table).findByRole('link', { name: 'First7 Last7' });
    expect(link.getAttribute('href')).toBe('/super_admin/user/7');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('user7@dormant.test')).toBeTruthy();
    expect(within(row).getByText('Dormant Systems')).toBeTruthy();
    expect(within(row).getByText('Business Manager')).toBeTruthy();
    expect(within(row).getByText('Never')).toBeTruthy();

    const api = stubApi({
      'GET /api/super_admin/users/list/0': ok([user(7)]),
      'POST /api/super_admin/users/7/status': {
        status: 200,
        body: { success: true, message: 'User enabled.', status: 'active' },
      },
    });
    await userEvent.click(within(row).getByRole('button', { name: 'Enable First7 Last7' }));
    await vi.waitFor(() => {
      expect(within(table).queryByText('user7@dormant.test')).toBeNull();
    });
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ status: 'active' });
  });
});
