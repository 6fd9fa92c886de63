import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { SuperAdminReportsPage } from './super-admin-reports-page';

const file = { status: 200, body: 'xlsx' };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SuperAdminReportsPage', () => {
  it('[R-009] [R-010] [R-011] a dated report names its days in the path as YY-MM-DD; a network report, none', async () => {
    const api = stubApi({
      'GET /api/super_admin/reports/user_logins/26-01-05/26-01-10': file,
      'GET /api/super_admin/reports/managers': file,
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:report'), revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.href);
    });
    const user = userEvent.setup();
    renderInRouter(<SuperAdminReportsPage />);

    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-01-05' } });
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-01-10' } });
    await user.click(screen.getByRole('button', { name: 'User Logins' }));
    await waitFor(() => {
      expect(saved).toHaveLength(1);
    });
    await user.click(screen.getByRole('button', { name: 'Managers' }));
    await waitFor(() => {
      expect(saved).toHaveLength(2);
    });
    expect(api.calls.map((call) => call.path)).toEqual([
      '/api/super_admin/reports/user_logins/26-01-05/26-01-10',
      '/api/super_admin/reports/managers',
    ]);
  });
});
