import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CaseListAnswer, CaseListRow } from '@casebridge/contract/cases';
import { pathOf } from '@casebridge/contract/endpoint';
import { storageKeys } from '@/lib/session-storage';
import { renderInRouter, renderWithRouter } from '@/test/render';
import { stubApi as stubAllApi } from '@/test/stub-api';
import { onAPhone } from '@/test/viewport';
import { caseListCall, type CaseListRequest } from '../api/get-case-list';
import { ActiveCasesTable } from './active-cases-table';

const ROW: CaseListRow = {
  token: 'tok-0123456789abcdef',
  network_case_number: 'CB-2026-000001',
  internal_case_number: 'ACME-1',
  direction: 'outbound',
  partner: { name: 'Globex Storage' },
  partner_case_number: 'GX-9',
  summary: 'Array firmware 9.2 drops iSCSI sessions under load',
  priority: 'high',
  status: 'open',
  created_at: '2026-03-11T17:05:00.000Z',
  updated_at: '2026-03-12T08:30:00.000Z',
  waiting_on_us: false,
};
const AWAITING = 'GET /api/caller/cases/inbound-awaiting';
/** The server behind the table: the list's calls as given (those recorded), and the count of inbound cases waiting. */
const stubApi = (routes: Parameters<typeof stubAllApi>[0], awaiting = { total: 0, high: 0 }) => {
  const api = stubAllApi({ [AWAITING]: { status: 200, body: awaiting }, ...routes });
  return {
    get calls() {
      return api.calls.filter((call) => call.path.startsWith('/api/caller/get-cases/'));
    },
  };
};
const page = (rows: CaseListRow[], total = rows.length, paging: Partial<CaseListAnswer> = {}): CaseListAnswer => ({
  data: rows,
  total,
  total_capped: false,
  first_row: 1,
  per_page: 10,
  next_cursor: rows.length < total ? 'after-1' : null,
  prev_cursor: null,
  ...paging,
});
const url = (request: Partial<CaseListRequest> = {}) => {
  const call = caseListCall({
    view: 'mine-30',
    q: '',
    sort: 'updated_at',
    dir: 'desc',
    cursor: undefined,
    limit: 10,
    status: undefined,
    waitingOnUs: false,
    ...request,
  });
  return `GET ${pathOf(call.endpoint, call.params, call.query)}`;
};

beforeEach(() => {
  window.localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ActiveCasesTable', () => {
  it('[D-017] [D-019] [D-026] [D-027] [D-028] [X-048] [X-049] [issue 24] opens on My Active Cases 30 days with the columns, words and times of the spec', async () => {
    const api = stubApi({ [url()]: { status: 200, body: page([ROW]) } });
    renderInRouter(<ActiveCasesTable isAdmin={false} />);
    const table = await screen.findByRole('table', { name: 'Active cases' });
    expect(api.calls[0]?.path).toBe('/api/caller/get-cases/mine/30?sort=updated_at&dir=desc&limit=10&not_closed=true');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent.replace(/[▲▼↕]|, sort/g, '').trim());
    expect(headers).toEqual([
      'Case#',
      'CaseBridge#',
      'Type',
      'Partner',
      'Partner Case#',
      'Priority',
      'Status',
      'Created',
      'Updated',
    ]);
    const cells = within(table)
      .getAllByRole('cell')
      .map((td) => td.textContent);
    expect(cells).toEqual([
      'ACME-1',
      'CB-2026-000001',
      'Outbound',
      'Globex Storage',
      'GX-9',
      'High - P1',
      'Open',
      '03/11/26 05:05 pm',
      '03/12/26 08:30 am',
    ]);
    expect(within(table).getByRole('link', { name: 'ACME-1' }).getAttribute('href')).toBe(
      '/my-cases/tok-0123456789abcdef',
    );
  });

  it('[D-027] [X-048] a manager’s Case# opens the admin case view', async () => {
    stubApi({ [url()]: { status: 200, body: page([ROW]) } });
    renderInRouter(<ActiveCasesTable isAdmin />);
    expect((await screen.findByRole('link', { name: 'ACME-1' })).getAttribute('href')).toBe(
      '/admin/case/tok-0123456789abcdef',
    );
  });

  it('[D-018] [D-019] each view asks for its path and filters; only the "-all" views include closed cases', async () => {
    const api = stubApi({
      [url()]: { status: 200, body: page([]) },
      [url({ view: 'company-inbound-action' })]: { status: 200, body: page([]) },
      [url({ view: 'company-all' })]: { status: 200, body: page([]) },
    });
    renderInRouter(<ActiveCasesTable isAdmin={false} />);
    expect(await screen.findByText(/No active cases in the last 30 days/)).toBeTruthy();
    // The select's input (its list of options is labelled by the same label).
    const show = screen.getAllByLabelText('Show').find((element) => element.tagName === 'INPUT');
    if (!show) throw new Error('no Show select');
    await userEvent.click(show);
    await userEvent.click(await screen.findByRole('option', { name: 'Company Inbound Cases Awaiting Action' }));
    expect(await screen.findByText(/No inbound case is waiting for your company/)).toBeTruthy();
    await waitFor(() => {
      expect(api.calls).toHaveLength(2);
    });
    await userEvent.click(show);
    await userEvent.click(await screen.findByRole('option', { name: 'All Company Cases' }));
    expect(await screen.findByText(/Your company has no cases yet/)).toBeTruthy();
    await waitFor(() => {
      expect(api.calls).toHaveLength(3);
    });
    expect(api.calls.map((call) => call.path)).toEqual([
      '/api/caller/get-cases/mine/30?sort=updated_at&dir=desc&limit=10&not_closed=true',
      '/api/caller/get-cases/company?sort=updated_at&dir=desc&limit=10&filter=inbound-action&not_closed=true',
      '/api/caller/get-cases/company?sort=updated_at&dir=desc&limit=10',
    ]);
  });

  it('[D-022] [D-023] [D-024] a sortable header asks the server; the choice is remembered; the pager asks for its page', async () => {
    const api = stubApi({
      [url()]: { status: 200, body: page([ROW], 25) },
      [url({ sort: 'priority', dir: 'asc' })]: { status: 200, body: page([ROW], 25) },
      [url({ sort: 'priority', dir: 'asc', cursor: 'last' })]: {
        status: 200,
        body: page([{ ...ROW, internal_case_number: 'ACME-21' }], 25, { first_row: 25, next_cursor: null }),
      },
    });
    const first = renderInRouter(<ActiveCasesTable isAdmin={false} />);
    const table = await screen.findByRole('table', { name: 'Active cases' });
    // Case#, Partner and Partner Case# do not sort.
    expect(within(table).queryByRole('button', { name: /Case#/ })).toBeNull();
    expect(within(table).queryByRole('button', { name: /Partner/ })).toBeNull();
    await userEvent.click(within(table).getByRole('button', { name: /Priority/ }));
    await waitFor(() => {
      expect(api.calls.at(-1)?.path).toContain('sort=priority&dir=asc');
    });
    expect(JSON.parse(window.localStorage.getItem(storageKeys.caseListView) ?? '{}')).toEqual({
      view: 'mine-30',
      sort: 'priority',
      dir: 'asc',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Last page' }));
    expect(await screen.findByRole('link', { name: 'ACME-21' })).toBeTruthy();

    first.unmount();
    renderInRouter(<ActiveCasesTable isAdmin={false} />);
    await screen.findByRole('table', { name: 'Active cases' });
    expect(api.calls.at(-1)?.path).toContain('sort=priority&dir=asc&limit=10');
  });

  it('[D-024] the pager says which cases of how many the page shows', async () => {
    const rows = Array.from({ length: 10 }, (_, i) => ({
      ...ROW,
      token: `tok-${String(i)}`,
      internal_case_number: `ACME-${String(i)}`,
    }));
    stubApi({
      [url()]: { status: 200, body: page(rows, 10_002) },
      [url({ cursor: 'after-1' })]: {
        status: 200,
        body: page(rows, 10_002, { first_row: 11, prev_cursor: 'before-11', next_cursor: 'after-20' }),
      },
      [url({ q: 'firmware' })]: { status: 200, body: page(rows, 1000, { total_capped: true }) },
    });
    renderInRouter(<ActiveCasesTable isAdmin={false} />);
    expect(await screen.findByText('Showing 1–10 of 10,002')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 11–20 of 10,002')).toBeTruthy();
    // Issue 26: a search past the count's cap says so.
    await userEvent.type(screen.getByRole('textbox', { name: /Search/ }), 'firmware');
    expect(await screen.findByText('Showing 1–10 of 1,000+')).toBeTruthy();
  });

  it('[D-025] typing a search makes one request for the whole term, not one per key', async () => {
    const api = stubApi({
      [url()]: { status: 200, body: page([ROW]) },
      [url({ q: 'unmap' })]: { status: 200, body: page([]) },
    });
    renderInRouter(<ActiveCasesTable isAdmin={false} />);
    await screen.findByRole('table', { name: 'Active cases' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Search cases' }), 'unmap');
    expect(await screen.findByText(/No case matches your search/)).toBeTruthy();
    await waitFor(() => {
      expect(api.calls.at(-1)?.path).toContain('q=unmap');
    });
    // The first request has no search: an empty q is left out of the query.
    expect(api.calls.map((call) => new URL(call.path, 'http://x').searchParams.get('q'))).toEqual([null, 'unmap']);
  });

  it('[issue 24] the inbound cases waiting on the company, with the high ones, whatever the view; one click shows them', async () => {
    const api = stubApi(
      {
        [url()]: { status: 200, body: page([ROW]) },
        [url({ view: 'company-inbound-action' })]: {
          status: 200,
          body: page([{ ...ROW, direction: 'inbound', waiting_on_us: true }]),
        },
      },
      { total: 3, high: 2 },
    );
    renderWithRouter([{ path: '/dashboard', element: <ActiveCasesTable isAdmin={false} /> }], {
      initialPath: '/dashboard',
    });
    const notice = await screen.findByTestId('inbound-awaiting');
    expect(notice.textContent).toContain('3 inbound cases are waiting for your company (2 high priority).');
    await userEvent.click(within(notice).getByRole('link', { name: 'Show them' }));
    await waitFor(() => {
      expect(api.calls.at(-1)?.path).toBe(
        '/api/caller/get-cases/company?sort=updated_at&dir=desc&limit=10&filter=inbound-action&not_closed=true',
      );
    });
    const table = await screen.findByRole('table', { name: 'Active cases' });
    expect(await within(table).findByText('Waiting on us')).toBeTruthy();
    // The notice stays on that view too.
    expect(screen.getByTestId('inbound-awaiting').textContent).toContain('3 inbound cases');
  });

  it('[issue 24] status and waiting on us are asked of the server, and kept in the address', async () => {
    const api = stubApi({
      [url()]: { status: 200, body: page([ROW]) },
      [url({ status: 'information' })]: { status: 200, body: page([ROW]) },
      [url({ status: 'information', waitingOnUs: true })]: { status: 200, body: page([]) },
    });
    const { router } = renderWithRouter([{ path: '/dashboard', element: <ActiveCasesTable isAdmin={false} /> }], {
      initialPath: '/dashboard',
    });
    await screen.findByRole('table', { name: 'Active cases' });
    const status = screen.getAllByLabelText('Status').find((element) => element.tagName === 'INPUT');
    if (!status) throw new Error('no Status select');
    await userEvent.click(status);
    await userEvent.click(await screen.findByRole('option', { name: 'Information' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Waiting on us' }));
    expect(await screen.findByText(/No case matches your search or filters/)).toBeTruthy();
    expect(api.calls.at(-1)?.path).toBe(
      '/api/caller/get-cases/mine/30?sort=updated_at&dir=desc&limit=10&not_closed=true&status=information&waiting_on_us=true',
    );
    expect(router.state.location.search).toBe('?status=information&waiting=us');
  });

  it('[issue 24] on a phone each case is a card with its title, partner, status, priority and last change', async () => {
    await onAPhone(async () => {
      stubApi({ [url()]: { status: 200, body: page([{ ...ROW, waiting_on_us: true }]) } });
      renderInRouter(<ActiveCasesTable isAdmin={false} />);
      const list = await screen.findByRole('list', { name: 'Active cases' });
      expect(screen.queryByRole('table')).toBeNull();
      const card = within(list).getByRole('listitem');
      expect(within(card).getByRole('link', { name: ROW.summary }).getAttribute('href')).toBe(
        '/my-cases/tok-0123456789abcdef',
      );
      for (const text of ['#ACME-1 · Globex Storage', 'Open', 'High - P1', 'Waiting on us', '03/12/26 08:30 am'])
        expect(card.textContent).toContain(text);
    });
  });
});
