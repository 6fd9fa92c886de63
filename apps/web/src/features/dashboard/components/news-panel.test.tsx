import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NewsPost } from '@casebridge/contract/news';
import { installFakeApi } from '@/test/fake-api';
import { renderInRouter } from '@/test/render';
import { NewsPanel } from './news-panel';

const posts: NewsPost[] = [
  {
    title: 'Array firmware 9.2 – what’s new in iSCSI',
    link: 'https://blog.casebridge.test/2025/03/firmware-9-2/',
    date: '2025-03-03T09:00:00.000Z',
    excerpt: 'Sessions no longer drop under load & more…',
  },
  {
    title: 'Escalations <b>& SLAs</b>',
    link: 'https://blog.casebridge.test/2025/03/slas/',
    date: '2025-03-02T15:30:00.000Z',
    excerpt: '',
  },
  {
    title: 'Meet the network',
    link: 'http://blog.casebridge.test/?p=5',
    date: '2025-03-01T09:00:00.000Z',
    excerpt: 'Three new partners.',
  },
];

const setUp = (status: number, body: unknown) => {
  const api = installFakeApi();
  api.answerWith('GET /api/caller/news', status, body);
  renderInRouter(
    <>
      <NewsPanel />
      <p>The rest of the dashboard</p>
    </>,
  );
  return { api, panel: screen.getByRole('region', { name: 'News' }) };
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('News panel (D-016)', () => {
  it('[D-016] lists the posts newest first, each a link opening a new tab, with its date, titles as text', async () => {
    const { panel } = setUp(200, { posts });
    const items = await within(panel).findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Array firmware 9.2 – what’s new in iSCSI',
      'Escalations <b>& SLAs</b>',
      'Meet the network',
    ]);
    for (const [index, item] of items.entries()) {
      const link = within(item).getByRole('link');
      expect(link.getAttribute('href')).toBe(posts[index]?.link);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(within(items[0] as HTMLElement).getByText('03/03/25 09:00 am')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('03/02/25 03:30 pm')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('Sessions no longer drop under load & more…')).toBeTruthy();
    expect(panel.querySelector('b')).toBeNull();
  });

  it('[D-016] without posts (no feed, or the feed is down) it says that no news is available', async () => {
    const { panel } = setUp(200, { posts: [] });
    expect(await within(panel).findByText('No news is available right now.')).toBeTruthy();
    expect(within(panel).queryByRole('link')).toBeNull();
  });

  it('a failed load of our API shows the failed state in the panel only, and Retry loads it again', async () => {
    const { api, panel } = setUp(500, { error: 'Server error' });
    expect((await within(panel).findByRole('alert')).textContent).toContain('Server error');
    expect(screen.getByText('The rest of the dashboard')).toBeTruthy();
    api.answerWith('GET /api/caller/news', 200, { posts: [] });
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await within(panel).findByText('No news is available right now.')).toBeTruthy();
  });
});
