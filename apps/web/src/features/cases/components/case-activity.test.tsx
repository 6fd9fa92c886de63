import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CaseActivityEntry } from '@casebridge/contract/case-activity';
import { createQueryClient } from '@/lib/query-client';
import { caseResponse } from '@/test/case-fixtures';
import { renderInRouter } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { CaseActivity } from './case-activity';
import { FEED_SSO_MESSAGE } from './case-feed';
import { waitingOnText } from './waiting-on';

const TOKEN = 'case-token-for-the-activity-test';
const ACTIVITY_PATH = `GET /api/caller/case/${TOKEN}/activity`;
const entry = (fields: Partial<CaseActivityEntry> & Pick<CaseActivityEntry, 'id' | 'kind'>): CaseActivityEntry => ({
  at: '2026-11-20T14:05:00.000Z',
  by: { party: 'submitter', company: 'Acme Software', person: 'Casey Caller' },
  status: null,
  response: null,
  note: null,
  file: null,
  engineer_name: null,
  ...fields,
});
const activity: CaseActivityEntry[] = [
  entry({ id: 'event-1', kind: 'submitted', status: { from: null, to: 'open' } }),
  entry({
    id: 'event-2',
    kind: 'information_requested',
    at: '2026-11-20T15:00:00.000Z',
    by: { party: 'receiver', company: 'Globex Storage', person: 'Pat Manager' },
    status: { from: 'open', to: 'information' },
    response: caseResponse('information-request', { note: 'Which firmware runs on the array?' }),
  }),
  entry({
    id: 'event-3',
    kind: 'information_provided',
    at: '2026-11-20T16:00:00.000Z',
    by: { party: 'submitter', company: 'Acme Software', person: null },
    status: { from: 'information', to: 'information' },
    response: caseResponse('information-response', { additional_information: 'Firmware 9.2.1.' }),
  }),
  entry({
    id: 'note-4',
    kind: 'note',
    at: '2026-11-20T17:00:00.000Z',
    note: {
      id: 4,
      company: { id: 1, name: 'Acme Software', url: null },
      creator_name: 'Casey Caller',
      created_at: '2026-11-20T17:00:00.000Z',
      summary: 'Logs attached',
      description: '<p>See <strong>bundle</strong></p>',
    },
  }),
  entry({
    id: 'event-5',
    kind: 'response_updated',
    at: '2026-11-20T18:00:00.000Z',
    by: { party: 'receiver', company: 'Globex Storage', person: 'Pat Manager' },
    engineer_name: 'Dana Whitfield',
  }),
];

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderActivity = (props: Partial<Parameters<typeof CaseActivity>[0]> = {}) =>
  renderInRouter(<CaseActivity token={TOKEN} allowNotes canAdd={false} onAdded={() => undefined} {...props} />, {
    client: createQueryClient(),
  });

describe('CaseActivity', () => {
  it('[issue 24] lists every step oldest first with what happened, who (person and company) and when', async () => {
    stubApi({ [ACTIVITY_PATH]: { status: 200, body: { activity } } });
    renderActivity();
    const list = await screen.findByRole('list', { name: 'Case activity' });
    const items = within(list).getAllByRole('article');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Case submitted, Casey Caller, Acme Software',
      'Information requested, Pat Manager, Globex Storage',
      'Information provided, Acme Software',
      'Note, Casey Caller, Acme Software',
      'Engineer details updated, Pat Manager, Globex Storage',
    ]);
    expect(items[0]?.textContent).toContain('11/20/26 02:05 pm UTC');
    expect(items[1]?.textContent).toContain('Which firmware runs on the array?');
    expect(items[2]?.textContent).toContain('Firmware 9.2.1.');
    expect(items[3]?.querySelector('strong')?.textContent).toBe('bundle');
    expect(items[4]?.textContent).toContain('Dana Whitfield');
    expect(screen.queryByRole('form', { name: 'Add Note' })).toBeNull();
  });

  it('[issue 24] [C-055] without the feed the history stays and the single-sign-on message takes the note form’s place', async () => {
    stubApi({ [ACTIVITY_PATH]: { status: 200, body: { activity: activity.slice(0, 1) } } });
    renderActivity({ allowNotes: false, canAdd: false });
    expect(await screen.findByRole('article', { name: 'Case submitted, Casey Caller, Acme Software' })).toBeTruthy();
    expect(screen.getByText(FEED_SSO_MESSAGE)).toBeTruthy();
  });

  it('[issue 24] shows the Add Note form under the stream while the case takes notes', async () => {
    stubApi({ [ACTIVITY_PATH]: { status: 200, body: { activity } } });
    renderActivity({ canAdd: true });
    await screen.findByRole('list', { name: 'Case activity' });
    expect(screen.getByRole('form', { name: 'Add Note' })).toBeTruthy();
  });
});

describe('waitingOnText', () => {
  it('[issue 24] names the company the case waits on, or "you" when it is the viewer’s', () => {
    const globex = { party: 'receiver', company: 'Globex Storage' } as const;
    expect(waitingOnText(globex, 'submitter')).toBe('Waiting on Globex Storage');
    expect(waitingOnText(globex, 'receiver')).toBe('Waiting on you');
    expect(waitingOnText(globex, null)).toBe('Waiting on Globex Storage');
    expect(waitingOnText(null, 'submitter')).toBeNull();
  });
});
