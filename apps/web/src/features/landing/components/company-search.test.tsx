import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactUsLink } from '@/config/links';
import { appConfigQueryKey } from '@/lib/app-config';
import { createQueryClient } from '@/lib/query-client';
import { fakeConfig } from '@/test/fake-api';
import { renderInRouter } from '@/test/render';
import { COMPANY_SEARCH_DELAY_MS, CompanySearch } from './company-search';

const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const companies = [
  { name: 'Globex Storage', slug: 'globex' },
  { name: 'Globe Trotter Networks', slug: 'globe-trotter' },
];

/** Answers every term containing "glob" with the two companies, anything else with none; records the terms. */
const stubServer = () => {
  const fetch = vi.fn((_url: string, init?: { body?: string }) => {
    const { term } = JSON.parse(init?.body ?? '{}') as { term: string };
    return Promise.resolve(json(200, { companies: term.toLowerCase().includes('glob') ? companies : [] }));
  });
  vi.stubGlobal('fetch', fetch);
  return () => fetch.mock.calls.map(([url, init]) => ({ url, body: JSON.parse(init?.body ?? 'null') as unknown }));
};

const renderSearch = () => {
  const client = createQueryClient();
  client.setQueryData(appConfigQueryKey, fakeConfig);
  return renderInRouter(<CompanySearch />, { client });
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CompanySearch', () => {
  it('[H-001] [H-003] from 2 characters lists the companies in a combobox the arrow keys move through', async () => {
    const requests = stubServer();
    const user = userEvent.setup();
    renderSearch();
    const box = screen.getByRole('combobox', { name: /^Company name/ });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await user.type(box, 'GLOB');
    const list = await screen.findByRole('listbox', { name: 'Companies found' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Globex Storage',
      'Globe Trotter Networks',
    ]);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(list.id);
    expect(requests().at(-1)).toEqual({ url: '/api/caller/landing_page', body: { term: 'GLOB' } });

    // Issue 24 §5: down, down again, then past the end back to the first; up from the first to the last.
    const selected = () =>
      screen.getAllByRole('option').find((option) => option.getAttribute('aria-selected') === 'true');
    await user.keyboard('{ArrowDown}');
    expect(selected()?.textContent).toBe('Globex Storage');
    expect(box.getAttribute('aria-activedescendant')).toBe(selected()?.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(selected()?.textContent).toBe('Globex Storage');
    await user.keyboard('{ArrowUp}');
    expect(selected()?.textContent).toBe('Globe Trotter Networks');
    expect(document.activeElement).toBe(box);
    await user.keyboard('{Escape}');
    expect(selected()).toBeUndefined();
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
  });

  it('[X-032] one character sends nothing, even after the pause; emptying the box clears the list', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const requests = stubServer();
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
      renderSearch();
      const box = screen.getByRole('combobox', { name: /^Company name/ });
      await user.type(box, 'g');
      await vi.advanceTimersByTimeAsync(COMPANY_SEARCH_DELAY_MS * 4);
      expect(requests()).toEqual([]);
      await user.type(box, 'lob');
      await vi.advanceTimersByTimeAsync(COMPANY_SEARCH_DELAY_MS * 4);
      await screen.findByRole('listbox', { name: 'Companies found' });
      expect(requests().map((request) => request.body)).toEqual([{ term: 'glob' }]);
      await user.type(box, '{backspace}{backspace}{backspace}');
      expect(screen.queryByRole('listbox', { name: 'Companies found' })).toBeNull();
      await user.clear(box);
      await vi.advanceTimersByTimeAsync(COMPANY_SEARCH_DELAY_MS * 4);
      expect(screen.queryByRole('listbox', { name: 'Companies found' })).toBeNull();
      expect(requests()).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('[H-002] a term that finds nothing says No Results Found with a Contact Us link', async () => {
    stubServer();
    const user = userEvent.setup();
    renderSearch();
    await user.type(screen.getByRole('combobox', { name: /^Company name/ }), 'zz top');
    expect(await screen.findByText('No Results Found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe(contactUsLink.href);
    await waitFor(() => {
      expect(screen.queryByRole('listbox', { name: 'Companies found' })).toBeNull();
    });
  });
});
