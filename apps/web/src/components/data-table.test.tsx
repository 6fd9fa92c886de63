import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInRouter } from '@/test/render';
import { DataTable, type DataTableColumn } from './data-table';

type Partner = { id: number; name: string; city: string };

const columns: DataTableColumn<Partner>[] = [
  { key: 'name', header: 'Name', cell: (row) => row.name, value: (row) => row.name },
  { key: 'city', header: 'City', cell: (row) => row.city, value: (row) => row.city },
  { key: 'id', header: 'Id', cell: (row) => row.id },
];

const partners = (count: number): Partner[] =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: `Partner ${String(i + 1).padStart(2, '0')}`,
    city: i % 2 === 0 ? 'Boston' : 'Munich',
  }));

const renderTable = (rows: Partner[]) =>
  renderInRouter(
    <DataTable
      label="Partners"
      columns={columns}
      rows={rows}
      rowKey={(row) => String(row.id)}
      defaultSort={{ key: 'name', direction: 'asc' }}
      empty="No partners yet."
      searchable
    />,
  );

const shownNames = () =>
  within(screen.getByRole('table', { name: 'Partners' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('DataTable', () => {
  it('[X-031] shows 10 rows a page, and the pager only when there is more than one page', async () => {
    const user = userEvent.setup();
    renderTable(partners(12));
    expect(shownNames()).toHaveLength(10);
    expect(shownNames()[0]).toBe('Partner 01');
    expect(screen.getByText('Showing 1–10 of 12')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(shownNames()).toEqual(['Partner 11', 'Partner 12']);
    expect(screen.getByText('Showing 11–12 of 12')).toBeTruthy();
  });

  it('[X-031] ten rows or fewer: no pager', () => {
    renderTable(partners(10));
    expect(shownNames()).toHaveLength(10);
    expect(screen.queryByRole('button', { name: '2' })).toBeNull();
    expect(screen.queryByRole('button', { name: '1' })).toBeNull();
    expect(screen.queryByText(/^Showing/)).toBeNull();
  });

  it('[X-031] searches case-insensitively over the columns and starts again at the first page', async () => {
    const user = userEvent.setup();
    renderTable(partners(25));
    await user.click(screen.getByRole('button', { name: '3' }));
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'MUNICH');
    // 12 of the 25 are in Munich: page one of two.
    expect(shownNames()).toHaveLength(10);
    expect(shownNames()[0]).toBe('Partner 02');
    expect(screen.getByRole('button', { name: '2' })).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: 'Search' }));
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'partner 2');
    expect(shownNames()).toEqual(['Partner 20', 'Partner 21', 'Partner 22', 'Partner 23', 'Partner 24', 'Partner 25']);
    await user.clear(screen.getByRole('textbox', { name: 'Search' }));
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'nowhere');
    expect(screen.getByText('No partners yet.')).toBeTruthy();
  });

  it('[X-031] a sortable header turns the order around and shows its direction; a column without a value is not sortable', async () => {
    const user = userEvent.setup();
    renderTable(partners(3));
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    expect(nameHeader.getAttribute('aria-sort')).toBe('ascending');
    await user.click(within(nameHeader).getByRole('button'));
    expect(nameHeader.getAttribute('aria-sort')).toBe('descending');
    expect(shownNames()).toEqual(['Partner 03', 'Partner 02', 'Partner 01']);
    expect(within(screen.getByRole('columnheader', { name: 'Id' })).queryByRole('button')).toBeNull();
  });
});
