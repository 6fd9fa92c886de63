import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { decideAccess } from '@casebridge/contract/access';
import type { DirectoryEntry, Favorite } from '@casebridge/contract/directory';
import type { MembershipType } from '@casebridge/contract/enums';
import { appConfigQueryKey } from '@/lib/app-config';
import { fakeConfig, fakeUsers, installFakeApi, meOf, type FakeReply } from '@/test/fake-api';
import { createTestQueryClient, renderWithRouter } from '@/test/render';
import { MemberDashboard } from './member-dashboard';
import { SAVE_SEARCH_DELAY_MS } from './partner-search';

const slugOf = (name: string) => name.split(' ')[0]?.toLowerCase() ?? '';
const company = (id: number, name: string, hasAccess: boolean, tags: string[] = []): DirectoryEntry => ({
  type: 'company',
  company_id: id,
  company_name: name,
  company_slug: slugOf(name),
  company_domain: `${slugOf(name)}.test`,
  department_id: null,
  department_name: null,
  tags: tags.map((tag) => ({ tag })),
  has_access: hasAccess,
});
const department = (of: DirectoryEntry, id: number, name: string, tags: string[] = []): DirectoryEntry => ({
  ...of,
  type: 'department',
  department_id: id,
  department_name: name,
  tags: tags.map((tag) => ({ tag })),
});

const globex = company(5, 'Globex Storage', true, ['iSCSI']);
const umbrella = company(6, 'Umbrella Networks', false, ['Fibre Channel']);
const directory = [globex, department(globex, 9, 'Block Storage Support', ['SAN']), umbrella];

const favorites: Favorite[] = [
  {
    type: 'company',
    company_id: 5,
    company: 'Globex Storage',
    company_slug: 'globex',
    company_domain: 'globex.test',
    department_id: null,
    department: null,
    document: { id: 40, name: 'Globex Storage Collaboration' },
  },
  {
    type: 'department',
    company_id: 5,
    company: 'Globex Storage',
    company_slug: 'globex',
    company_domain: 'globex.test',
    department_id: 9,
    department: 'Block Storage Support',
    document: { id: 41, name: 'Block Storage Escalation' },
  },
];

/**
 * A fake of the server's partner search over `entries`: a term matches the names and tags containing it; without one,
 * the `recent` partners. Pages of 50, with the count of all matches.
 */
const fakeSearch =
  (entries: DirectoryEntry[], recent: DirectoryEntry[]) =>
  (query: URLSearchParams): FakeReply => {
    const q = (query.get('q') ?? '').toLowerCase();
    const after = Number(query.get('after') ?? '0');
    const matches =
      q === ''
        ? recent
        : entries.filter((entry) =>
            [entry.company_name, entry.department_name ?? '', ...entry.tags.map(({ tag }) => tag)].some((text) =>
              text.toLowerCase().includes(q),
            ),
          );
    const page = matches.slice(after, after + 50);
    const next = after + page.length < matches.length ? after + page.length : null;
    return { status: 200, body: { entries: page, total: matches.length, next, recent: q === '' } };
  };

const SEARCH = 'GET /api/caller/partner_search';

const setUp = (
  level: MembershipType = 'premium',
  entries: DirectoryEntry[] | 'failing' = directory,
  recent: DirectoryEntry[] = level === 'limited' && entries !== 'failing' ? entries : [],
) => {
  const api = installFakeApi();
  if (entries === 'failing') api.answerUsing(SEARCH, () => ({ status: 500, body: { error: 'Server error' } }));
  else api.answerUsing(SEARCH, fakeSearch(entries, recent));
  api.answerWith('GET /api/caller/favorites', 200, { favorites });
  api.answerWith('GET /api/caller/news', 200, { posts: [] });
  api.answerWith('POST /api/caller/save_search', 200, { search: { id: 77 } });
  api.answerWith('POST /api/caller/result_to_search', 200, { success: true });
  const caller = fakeUsers.find((fake) => fake.role === 'caller');
  if (caller === undefined) throw new Error('no fake caller');
  const me = meOf({ ...caller, level });
  // As in the app, whose root route has loaded the deployment's settings before any page renders.
  const client = createTestQueryClient();
  client.setQueryData(appConfigQueryKey, fakeConfig);
  const view = renderWithRouter(
    [
      {
        path: '/',
        element: (
          <MemberDashboard
            user={me.user}
            company={me.company}
            searchesPartners={
              decideAccess('member_non_limited', { role: me.user.role, membershipType: level }) === 'allow'
            }
            companyNote={null}
            canEditCompanyNote={me.can_edit_company_note}
            cases={null}
          />
        ),
      },
      { path: '/case/:type/:entity_id', element: <p>Submit page</p> },
    ],
    { client },
  );
  return { api, view, user: userEvent.setup() };
};

const postsTo = (api: ReturnType<typeof installFakeApi>, path: string) =>
  api.calls.filter((call) => call.method === 'POST' && call.path === path).map((call) => call.body);

const results = () => within(screen.getByRole('list', { name: 'Partners' }));

/** The terms the partner search asked the server for, in order. */
const searchedFor = (api: ReturnType<typeof installFakeApi>) =>
  api.calls
    .filter((call) => call.path.startsWith('/api/caller/partner_search'))
    .map((call) => new URL(call.path, 'http://app.test').searchParams.get('q') ?? '');

/** Waits for the status line of a search's answer. */
const answered = async (status: string) => {
  await waitFor(() => {
    expect(screen.getByRole('status').textContent).toBe(status);
  });
};

afterEach(() => {
  // The dashboard unmounts (its timers and queries stop) before the fake API goes: a request it made after the stub
  // was removed would reach a server that is not there (an unhandled rejection that once failed a CI run).
  cleanup();
  vi.unstubAllGlobals();
});

describe('partner search (D-004..D-008)', () => {
  it('[D-004] [X-049] from 2 characters it asks the server, once typing pauses, and lists the matches with their count', async () => {
    const { api, user } = setUp();
    const search = await screen.findByRole('textbox', { name: /Search partners/ });
    await answered('Find a partner company or department to send it a case.');
    await user.type(search, 'g');
    expect(screen.queryByRole('list', { name: 'Partners' })).toBeNull();

    await user.type(search, 'LOBEX');
    await answered('2 matches for "gLOBEX".');
    expect(
      results()
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^CompanyGlobex StorageiSCSI/),
      expect.stringMatching(/^DepartmentGlobex StorageBlock Storage SupportSAN/),
    ]);
    // Typed without a pause: one request for the whole term, none for each letter.
    expect(searchedFor(api)).toEqual(['', 'gLOBEX']);

    await user.clear(search);
    await user.type(search, 'fibre');
    await answered('1 match for "fibre".');
    expect(results().getByText('Umbrella Networks')).toBeTruthy();
    await user.clear(search);
    await user.type(search, 'san');
    await answered('1 match for "san".');
    expect(results().getByText('Block Storage Support')).toBeTruthy();
    await user.clear(search);
    await user.type(search, 'zz');
    await answered('No partner matches "zz".');
    await user.clear(search);
    await answered('Find a partner company or department to send it a case.');
    expect(screen.queryByRole('list', { name: 'Partners' })).toBeNull();
  });

  it('[D-004] [issue 26] a term that matches thousands shows the first 50 with the count of all; Show more adds the next 50', async () => {
    // Network scale: the server answers 50 rows and the count, never the thousands of matches.
    const many = Array.from({ length: 3000 }, (_, i) => company(100 + i, `Bestow Finance ${String(i)}`, false));
    const { api, user } = setUp('premium', [globex, ...many]);
    await user.type(await screen.findByRole('textbox', { name: /Search partners/ }), 'sto');
    await answered('3,001 matches for "sto"; 50 shown.');
    expect(results().getAllByRole('listitem')).toHaveLength(50);
    expect(results().getAllByRole('listitem')[0]?.textContent).toMatch(/^CompanyGlobex Storage/);

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await answered('3,001 matches for "sto"; 100 shown.');
    expect(results().getAllByRole('listitem')).toHaveLength(100);
    expect(api.calls.map((call) => call.path)).toContain('/api/caller/partner_search?q=sto&after=50');
  });

  it('[issue 26] before a term it offers the recently used partners, each ready to collaborate with', async () => {
    setUp('premium', directory, [umbrella, globex]);
    expect(await screen.findByText('Recently used')).toBeTruthy();
    expect(
      results()
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/^CompanyUmbrella Networks/), expect.stringMatching(/^CompanyGlobex Storage/)]);
    expect(results().getByRole('link', { name: 'Collaborate with Globex Storage' }).getAttribute('href')).toBe(
      '/case/company/5',
    );
  });

  it('[issue 26] a request for a term typed over is cancelled, and the newer term is the one listed', async () => {
    const { api, user } = setUp();
    const answers = fakeSearch(directory, []);
    api.answerUsing(SEARCH, (query) => (query.get('q') === 'glo' ? 'hang' : answers(query)));
    const search = await screen.findByRole('textbox', { name: /Search partners/ });
    await user.type(search, 'glo');
    await waitFor(() => {
      expect(searchedFor(api)).toContain('glo');
    });
    const pending = api.calls.find((call) => call.path.includes('q=glo&'));
    expect(pending?.signal?.aborted).toBe(false);

    await user.type(search, 'bex');
    await answered('2 matches for "globex".');
    expect(pending?.signal?.aborted).toBe(true);
  });

  it('[D-005] [D-006] a partner with access offers Collaborate to its submit page; one without offers Send Invite only', async () => {
    const { user } = setUp();
    await user.type(await screen.findByRole('textbox', { name: /Search partners/ }), 'st');
    await answered('2 matches for "st".');
    expect(results().getByRole('link', { name: 'Collaborate with Globex Storage' }).getAttribute('href')).toBe(
      '/case/company/5',
    );
    expect(
      results()
        .getByRole('link', { name: 'Collaborate with Globex Storage | Block Storage Support' })
        .getAttribute('href'),
    ).toBe('/case/department/9');

    await user.clear(screen.getByRole('textbox', { name: /Search partners/ }));
    await user.type(screen.getByRole('textbox', { name: /Search partners/ }), 'umbrella');
    await answered('1 match for "umbrella".');
    const rows = results().getAllByRole('listitem');
    expect(rows).toHaveLength(1);
    expect(results().queryByRole('link')).toBeNull();
    expect(results().getByRole('button', { name: 'Send Invite to Umbrella Networks' })).toBeTruthy();
  });

  it('[D-014] Send Invite posts the company and comments and shows the answer; an unsuccessful answer is a warning', async () => {
    const { api, user } = setUp();
    api.answerWith('POST /api/collaborate_invite', 200, {
      success: false,
      message: 'Your company already works with them.',
    });
    await user.type(await screen.findByRole('textbox', { name: /Search partners/ }), 'umbrella');
    await user.click(await screen.findByRole('button', { name: 'Send Invite to Umbrella Networks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a Member' });
    await user.type(within(dialog).getByRole('textbox', { name: /Comments/ }), 'Shared FC fabrics');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invite' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('Your company already works with them.'),
    );
    api.answerWith('POST /api/collaborate_invite', 200, { success: true, message: 'Your invitation has been sent.' });
    await user.click(within(dialog).getByRole('button', { name: 'Send Invite' }));
    expect(await within(dialog).findByRole('status')).toHaveProperty('textContent', 'Your invitation has been sent.');
    expect(postsTo(api, '/api/collaborate_invite')).toEqual([
      { company_id: 6, comments: 'Shared FC fabrics' },
      { company_id: 6, comments: 'Shared FC fabrics' },
    ]);
  });

  it('[D-015] the Missing Partner modal sends the form; the server’s field errors land under the fields', async () => {
    const { api, user } = setUp();
    api.answerWith('POST /api/missing_partner_request', 422, {
      errors: { contact_email: ['Please enter a valid email address.'] },
    });
    await user.type(await screen.findByRole('textbox', { name: /Search partners/ }), 'initrode');
    await user.click(screen.getByRole('button', { name: 'Tell us who is missing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Missing Partner' });
    expect(within(dialog).getByRole('textbox', { name: /Company name/ })).toHaveProperty('value', 'initrode');
    await user.type(within(dialog).getByRole('textbox', { name: 'Contact name' }), 'Peter Gibbons');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Please enter a valid email address.')).toBeTruthy();
    api.answerWith('POST /api/missing_partner_request', 200, {
      message: 'Thank you. Our membership team will reach out.',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByRole('status')).toHaveProperty(
      'textContent',
      'Thank you. Our membership team will reach out.',
    );
    expect(postsTo(api, '/api/missing_partner_request')[0]).toMatchObject({
      company_name: 'initrode',
      contact_name: 'Peter Gibbons',
    });
  });

  it('[D-007] [D-008] the term is saved after a 1 second pause, and the partner opened is linked to it', async () => {
    expect(SAVE_SEARCH_DELAY_MS).toBe(1000);
    const { api, user } = setUp();
    await user.type(await screen.findByRole('textbox', { name: /Search partners/ }), 'Block');
    expect(postsTo(api, '/api/caller/save_search')).toEqual([]);
    await waitFor(
      () => {
        expect(postsTo(api, '/api/caller/save_search')).toEqual([{ term: 'Block', location: 'dashboard' }]);
      },
      { timeout: 3000 },
    );
    await user.click(await screen.findByRole('link', { name: /Block Storage Support/ }));
    expect(await screen.findByText('Submit page')).toBeTruthy();
    await waitFor(() => {
      expect(postsTo(api, '/api/caller/result_to_search')).toEqual([
        { search_id: 77, member: { type: 'department', company_id: 5, department_id: 9 } },
      ]);
    });
  });
});

describe('favorites (D-009, D-010)', () => {
  it('[D-009] [D-010] "Your Partners ..." waits for the partner directory, then lists each favorite with its process and a Collaborate link', async () => {
    const { api, user } = setUp('premium', 'failing');
    const button = screen.getByRole('button', { name: 'Your Partners ...' });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(button).toHaveProperty('disabled', true);
    api.answerUsing(SEARCH, fakeSearch(directory, []));
    await user.click(retry);
    await waitFor(() => {
      expect(button).toHaveProperty('disabled', false);
    });

    await user.click(button);
    const list = within(await screen.findByRole('list', { name: 'Your Partners' }));
    expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Globex StorageGlobex Storage CollaborationCollaborate',
      'Globex Storage | Block Storage SupportBlock Storage EscalationCollaborate',
    ]);
    expect(
      list.getAllByRole('link').map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]),
    ).toEqual([
      ['Collaborate with Globex Storage', '/case/company/5'],
      ['Collaborate with Globex Storage | Block Storage Support', '/case/department/9'],
    ]);
  });
});

describe('limited members (D-002)', () => {
  it('[D-002] a limited member sees its partners with a search box, and no partner search, favorites or saved search', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const { api } = setUp('limited', [globex, department(globex, 9, 'Block Storage Support', ['SAN'])]);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const panel = await screen.findByRole('region', { name: 'My Partners' });
    expect(await within(panel).findAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('region', { name: 'New Partner Collaboration' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'My Favorites' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Company Note' })).toBeNull();

    await user.type(within(panel).getByRole('textbox', { name: 'Search your partners' }), 'san');
    await waitFor(() => {
      expect(within(panel).getByRole('status').textContent).toBe('1 match for "san".');
    });
    expect(within(panel).getAllByRole('listitem')).toHaveLength(1);
    // Nothing is saved, even once the save's pause has passed.
    await vi.advanceTimersByTimeAsync(SAVE_SEARCH_DELAY_MS * 2);
    expect(postsTo(api, '/api/caller/save_search')).toEqual([]);
  });

  it('[D-002] a limited member with more partners than a list shows sees the first 50, the count and Show more', async () => {
    setUp(
      'limited',
      Array.from({ length: 120 }, (_, i) => company(100 + i, `Partner ${String(i)}`, true)),
    );
    const panel = await screen.findByRole('region', { name: 'My Partners' });
    expect(await within(panel).findAllByRole('listitem')).toHaveLength(50);
    expect(within(panel).getByRole('status').textContent).toBe('120 partners; 50 shown.');
    expect(within(panel).getByRole('button', { name: 'Show more' })).toBeTruthy();
  });
});
