import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { SuperAdminReportsPage } from './super-admin-reports-page';
import { defaultReportRange } from './usage-report-page';

const file = { status: 200, body: 'xlsx' };
const loginsTable = (email: string) => ({
  status: 200,
  body: {
    columns: [
      { header: 'Signed In (UTC)', time: true },
      { header: 'First Name', time: false },
      { header: 'Email', time: false },
    ],
    rows: [['2026-01-07T09:30:00.000Z', 'Carl', email]],
    more: false,
  },
});
const managersTable = {
  status: 200,
  body: {
    columns: [
      { header: 'Company', time: false },
      { header: 'Email', time: false },
      { header: 'Last Login (UTC)', time: true },
    ],
    rows: [['Acme Software', 'bm@acme.test', null]],
    more: true,
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SuperAdminReportsPage', () => {
  it('[issue 24] the dated reports open on the last 30 days with the first report on screen; new dates read it again', async () => {
    const { start, end } = defaultReportRange();
    const api = stubApi({
      [`GET /api/super_admin/report_tables/user_logins?start=${start}&end=${end}`]: loginsTable('carl@acme.test'),
      'GET /api/super_admin/report_tables/user_logins?start=2026-01-05&end=2026-01-10': loginsTable('new@acme.test'),
      'GET /api/super_admin/report_tables/managers': managersTable,
    });
    renderInRouter(<SuperAdminReportsPage />);
    expect(screen.getByLabelText('Start date')).toHaveProperty('value', start);
    expect(screen.getByLabelText('End date')).toHaveProperty('value', end);
    const logins = await screen.findByRole('table', { name: 'User Logins' });
    expect(within(logins).getByText('carl@acme.test')).toBeTruthy();
    expect(within(logins).getByText('Jan-07-2026 09:30 am')).toBeTruthy();
    expect(screen.getByText(`1 row from ${start} to ${end}.`)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-01-05' } });
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-01-10' } });
    expect(await screen.findByText('new@acme.test')).toBeTruthy();

    // The network's reports: the first tab's table, with a dash for an empty cell and the note that there is more.
    const managers = await screen.findByRole('table', { name: 'Managers' });
    expect(within(managers).getByText('bm@acme.test')).toBeTruthy();
    expect(within(managers).getByText('—')).toBeTruthy();
    expect(screen.getByText('The first 100 rows in the network; the download holds them all.')).toBeTruthy();
    expect(api.calls.filter((call) => call.path.includes('/managers'))).toHaveLength(1);
  });

  it('[R-009] [R-010] [R-011] a dated report names its days in the path as YY-MM-DD; a network report, none; no dates, no download', async () => {
    const api = stubApi({
      'GET /api/super_admin/report_tables/user_logins?start=2026-01-05&end=2026-01-10': loginsTable('a@acme.test'),
      'GET /api/super_admin/reports/user_logins/26-01-05/26-01-10': file,
      'GET /api/super_admin/reports/managers': file,
      'GET /api/super_admin/report_tables/managers': managersTable,
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:report'), revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.href);
    });
    const user = userEvent.setup();
    renderInRouter(<SuperAdminReportsPage />);

    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '' } });
    expect(screen.getByRole('button', { name: 'Download User Logins (.xlsx)' })).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-01-05' } });
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-01-10' } });
    await user.click(screen.getByRole('button', { name: 'Download User Logins (.xlsx)' }));
    await waitFor(() => {
      expect(saved).toHaveLength(1);
    });
    await user.click(screen.getByRole('button', { name: 'Download Managers (.xlsx)' }));
    await waitFor(() => {
      expect(saved).toHaveLength(2);
    });
    expect(api.calls.map((call) => call.path).filter((path) => path.startsWith('/api/super_admin/reports/'))).toEqual([
      '/api/super_admin/reports/user_logins/26-01-05/26-01-10',
      '/api/super_admin/reports/managers',
    ]);
  });
});
