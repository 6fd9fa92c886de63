import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callerMyCases, type MyCasesAnswer } from '@casebridge/contract/cases';
import { pathOf } from '@casebridge/contract/endpoint';
import { renderInRouter, renderWithRouter } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { onAPhone } from '@/test/viewport';
import type { MyCasesRequest } from '../api/get-my-cases';
import { MY_CASES_INSTRUCTIONS, MyCasesPage } from './my-cases-page';

type Row = MyCasesAnswer['my_cases'][number];
const row = (n: number, fields: Partial<Row> = {}): Row => ({
  token: `token-${String(n)}-0123456789abcdef`,
  network_case_number: `CB-2026-${String(n).padStart(6, '0')}`,
  internal_case_number: `ACM-${String(n)}`,
  partner: 'Globex Storage',
  partner_case_number: null,
  summary: `Case ${String(n)}`,
  status: 'open',
  priority: 'low',
  created_at: `2026-03-${String(10 + n).padStart(2, '0')}T17:05:00.000Z`,
  updated_at: `2026-03-${String(10 + n).padStart(2, '0')}T18:00:00.000Z`,
  responded_at: null,
  waiting_on_us: false,
  ...fields,
});

const answer = (
  rows: Row[],
  total = rows.length,
  paging: Partial<Omit<MyCasesAnswer, 'my_cases' | 'total'>> = {},
): MyCasesAnswer => ({
  my_cases: rows,
  total,
  total_capped: false,
  first_row: 1,
  per_page: 10,
  next_cursor: rows.length < total ? 'next-1' : null,
  prev_cursor: null,
  ...paging,
});
const url = (request: Partial<Omit<MyCasesRequest, 'waitingOnUs'>> & { waiting_on_us?: 'true' } = {}) =>
  `GET ${pathOf(callerMyCases, undefined, { q: '', sort: 'created_at', dir: 'desc', limit: 10, ...request })}`;

afterEach(() => {
  vi.unstubAllGlobals();
});

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'My cases' }))
    .getAllByRole('row')
    .slice(1);

describe('My cases', () => {
  it('[C-037] [C-038] lists the cases as the server pages them, newest first, with the spec’s columns, each row opening its case', async () => {
    stubApi({
      [url()]: {
        status: 200,
        body: answer([
          row(3),
          row(2),
          row(1, { partner_case_number: 'GX-9', responded_at: '2026-03-12T08:30:00.000Z' }),
        ]),
      },
    });
    renderInRouter(<MyCasesPage isAdmin={false} />);
    expect(screen.getByText(MY_CASES_INSTRUCTIONS)).toBeTruthy();
    await screen.findByRole('table', { name: 'My cases' });
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent.replace(/[▲▼↕]|, sort/g, '').trim());
    expect(headers).toEqual([
      'Case#',
      'CaseBridge#',
      'Partner',
      'Partner Case#',
      'Summary',
      'Status',
      'Priority',
      'Request Date',
      'Respond Date',
    ]);
    expect(bodyRows().map((tr) => within(tr).getAllByRole('cell')[0]?.textContent)).toEqual([
      'ACM-3',
      'ACM-2',
      'ACM-1',
    ]);
    const last = bodyRows()[2];
    expect(last?.textContent).toContain('03/11/26 05:05 pm');
    expect(last?.textContent).toContain('03/12/26 08:30 am');
    expect(last?.textContent).toContain('GX-9');
    expect(within(last as HTMLElement).getAllByRole('cell')[1]?.textContent).toBe('CB-2026-000001');
    expect(
      within(last as HTMLElement)
        .getByRole('link', { name: 'ACM-1' })
        .getAttribute('href'),
    ).toBe('/my-cases/token-1-0123456789abcdef');
    expect(screen.queryByRole('link', { name: 'View Company Reports' })).toBeNull();
  });

  it('[C-037] a header, a page or a search asks the server for that page; the Request Date sorts both ways', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [url()]: { status: 200, body: answer([row(2), row(1)], 12) },
      [url({ dir: 'asc' })]: { status: 200, body: answer([row(1), row(2)], 12) },
      [url({ dir: 'asc', cursor: 'next-1' })]: {
        status: 200,
        body: answer([row(11), row(12)], 12, { first_row: 11, next_cursor: null, prev_cursor: 'prev-11' }),
      },
      [url({ sort: 'responded_at', dir: 'asc' })]: { status: 200, body: answer([row(5)], 12) },
      [url({ sort: 'responded_at', dir: 'asc', q: 'globex' })]: { status: 200, body: answer([row(7)], 1) },
    });
    renderInRouter(<MyCasesPage isAdmin={false} />);
    await screen.findByRole('table', { name: 'My cases' });
    expect(screen.getByText('Showing 1–2 of 12')).toBeTruthy();
    // Case#, Partner and Partner Case# are not sortable; Summary, Request Date and Respond Date are.
    expect(screen.queryByRole('button', { name: /Case#/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Summary/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Request Date/ }));
    await waitFor(() => {
      expect(bodyRows().map((tr) => within(tr).getAllByRole('cell')[0]?.textContent)).toEqual(['ACM-1', 'ACM-2']);
    });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'ACM-11' })).toBeTruthy();
    expect(screen.getByText('Showing 11–12 of 12')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Respond Date/ }));
    expect(await screen.findByRole('link', { name: 'ACM-5' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'globex');
    expect(await screen.findByRole('link', { name: 'ACM-7' })).toBeTruthy();
    expect(api.calls.at(-1)?.path).toBe(url({ sort: 'responded_at', dir: 'asc', q: 'globex' }).slice(4));
  });

  it('[issue 26] the pager goes to the first, previous, next and last page by the server’s cursors, and says 1,000+ past the count’s cap', async () => {
    const user = userEvent.setup();
    const capped = { total_capped: true };
    const api = stubApi({
      [url()]: { status: 200, body: answer([row(1), row(2)], 1000, { ...capped, next_cursor: 'after-2' }) },
      [url({ cursor: 'after-2' })]: {
        status: 200,
        body: answer([row(3), row(4)], 1000, {
          ...capped,
          first_row: 11,
          next_cursor: 'after-4',
          prev_cursor: 'before-3',
        }),
      },
      [url({ cursor: 'before-3' })]: {
        status: 200,
        body: answer([row(1), row(2)], 1000, { ...capped, next_cursor: 'after-2' }),
      },
      [url({ cursor: 'last' })]: {
        status: 200,
        body: answer([row(8), row(9)], 1000, {
          ...capped,
          first_row: null,
          next_cursor: null,
          prev_cursor: 'before-8',
        }),
      },
    });
    renderInRouter(<MyCasesPage isAdmin={false} />);
    expect(await screen.findByText('Showing 1–2 of 1,000+')).toBeTruthy();
    const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
    expect(button('First page').disabled).toBe(true);
    expect(button('Previous page').disabled).toBe(true);
    await user.click(button('Next page'));
    expect(await screen.findByText('Showing 11–12 of 1,000+')).toBeTruthy();
    expect(button('Previous page').disabled).toBe(false);
    await user.click(button('Previous page'));
    expect(await screen.findByText('Showing 1–2 of 1,000+')).toBeTruthy();
    await user.click(button('Last page'));
    // The last page of a capped list does not know its place: it says how many it shows of how many.
    expect(await screen.findByText('Showing 2 of 1,000+')).toBeTruthy();
    expect(button('Next page').disabled).toBe(true);
    expect(button('Last page').disabled).toBe(true);
    await user.click(button('First page'));
    expect(await screen.findByText('Showing 1–2 of 1,000+')).toBeTruthy();
    expect(api.calls.map((call) => call.path)).toEqual(
      [url(), url({ cursor: 'after-2' }), url({ cursor: 'before-3' }), url({ cursor: 'last' }), url()].map((path) =>
        path.slice(4),
      ),
    );
  });

  it('[C-038] [X-048] company admins get the View Company Reports link to admin.reports', async () => {
    stubApi({ [url()]: { status: 200, body: answer([]) } });
    renderInRouter(<MyCasesPage isAdmin />);
    expect(screen.getByRole('link', { name: 'View Company Reports' }).getAttribute('href')).toBe('/admin/reports');
    expect(await screen.findByText(/You have not submitted a case yet/)).toBeTruthy();
  });

  it('[issue 24] each case shows its status and priority; the filters ask the server and stay in the address', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [url()]: {
        status: 200,
        body: answer([row(1, { status: 'information', priority: 'high', waiting_on_us: true })]),
      },
      [url({ waiting_on_us: 'true' })]: { status: 200, body: answer([row(1)]) },
      [url({ status: 'closed', waiting_on_us: 'true' })]: { status: 200, body: answer([]) },
    });
    const { router } = renderWithRouter([{ path: '/my-cases', element: <MyCasesPage isAdmin={false} /> }], {
      initialPath: '/my-cases',
    });
    await screen.findByRole('table', { name: 'My cases' });
    const first = bodyRows()[0];
    expect(first?.textContent).toContain('Information');
    expect(first?.textContent).toContain('Waiting on us');
    expect(first?.textContent).toContain('High - P1');
    await user.click(screen.getByRole('checkbox', { name: 'Waiting on us' }));
    await waitFor(() => {
      expect(api.calls.at(-1)?.path).toBe(url({ waiting_on_us: 'true' }).slice(4));
    });
    const status = screen.getAllByLabelText('Status').find((element) => element.tagName === 'INPUT');
    if (!status) throw new Error('no Status select');
    await user.click(status);
    await user.click(await screen.findByRole('option', { name: 'Closed' }));
    expect(await screen.findByText('No case matches your search or filters.')).toBeTruthy();
    expect(api.calls.at(-1)?.path).toBe(url({ status: 'closed', waiting_on_us: 'true' }).slice(4));
    expect(router.state.location.search).toBe('?waiting=us&status=closed');
  });

  it('[issue 24] on a phone each case is a card: title, partner, status, priority and when it last changed', async () => {
    await onAPhone(async () => {
      stubApi({ [url()]: { status: 200, body: answer([row(4, { status: 'accepted', priority: 'medium' })]) } });
      renderInRouter(<MyCasesPage isAdmin={false} />);
      const list = await screen.findByRole('list', { name: 'My cases' });
      expect(screen.queryByRole('table')).toBeNull();
      const card = within(list).getByRole('listitem');
      expect(within(card).getByRole('link', { name: 'Case 4' }).getAttribute('href')).toBe(
        '/my-cases/token-4-0123456789abcdef',
      );
      for (const text of ['#ACM-4 · Globex Storage', 'Accepted', 'Medium - P2', 'Updated 03/14/26 06:00 pm'])
        expect(card.textContent).toContain(text);
    });
  });
});
