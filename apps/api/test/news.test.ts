import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsAnswer } from '@casebridge/contract/news';
import { builders, type BuiltUser } from './builders.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

// D-016: the dashboard's News panel reads a WordPress-style JSON feed, served here by a real local HTTP server.

/** Posts as WordPress's REST API writes them (wp/v2/posts), out of order: the server sorts them. */
const feedPosts = [
  {
    id: 4,
    date: '2025-01-20T10:00:00',
    date_gmt: '2025-01-20T09:00:00',
    title: { rendered: 'An older post' },
    link: 'https://blog.casebridge.test/2025/01/older/',
    excerpt: { rendered: '<p>Older.</p>' },
  },
  {
    id: 7,
    date: '2025-03-03T10:00:00',
    date_gmt: '2025-03-03T09:00:00',
    title: { rendered: 'Array firmware 9.2 &#8211; what&#8217;s new in <em>iSCSI</em>' },
    link: 'https://blog.casebridge.test/2025/03/firmware-9-2/',
    excerpt: { rendered: '<p>Sessions no longer drop under load &amp; more&hellip;</p>\n' },
  },
  {
    id: 6,
    date: '2025-03-02T10:00:00',
    date_gmt: '2025-03-02T09:00:00',
    title: { rendered: 'Escalations &amp; SLAs' },
    link: 'javascript:alert(document.cookie)',
    excerpt: { rendered: '' },
  },
  {
    id: 5,
    date: '2025-03-01T10:00:00',
    date_gmt: '2025-03-01T09:00:00',
    title: { rendered: '<script>alert(1)</script><strong>Meet</strong> the&nbsp;network' },
    link: 'http://blog.casebridge.test/?p=5',
    excerpt: { rendered: '<p>Three new <a href="https://x.test">partners</a>.</p>' },
  },
];

let feed: Server;
let feedBase: string;
const requests: string[] = [];
const countOf = (path: string) => requests.filter((url) => url.startsWith(path)).length;

beforeAll(async () => {
  feed = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://feed.test');
    requests.push(url.pathname + url.search);
    if (url.pathname === '/wp-json/wp/v2/posts') {
      const perPage = Number(url.searchParams.get('per_page') ?? 10);
      const page = [...feedPosts].sort((a, b) => b.date_gmt.localeCompare(a.date_gmt)).slice(0, perPage);
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(page));
    } else if (url.pathname === '/down') response.writeHead(500).end('Internal Server Error');
    else if (url.pathname === '/html')
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html>Blog</html>');
    else if (url.pathname === '/not-a-list')
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"code":"rest_no_route"}');
    else if (url.pathname === '/slow')
      return; // never answers
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  feedBase = `http://127.0.0.1:${String((feed.address() as AddressInfo).port)}`;
});
afterAll(async () => {
  feed.closeAllConnections();
  await new Promise((resolve) => feed.close(resolve));
});

describe('GET /api/caller/news (D-016)', () => {
  let t: TestApp;
  let caller: BuiltUser;
  const logLines: string[] = [];
  /** Another instance on the same database whose feed is `path` of the local feed server (or unset). */
  const instanceWithFeed = (path: string | null) =>
    createTestApp({
      database: t.deps.database,
      logLines,
      env: { LOG_LEVEL: 'warn', ...(path === null ? {} : { NEWS_FEED_URL: `${feedBase}${path}` }) },
    });
  const newsOf = async (app: TestApp) => {
    const response = await app.app.inject({ method: 'GET', url: '/api/caller/news', headers: bearer(caller.token) });
    expect(response.statusCode).toBe(200);
    return response.json<NewsAnswer>();
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { NEWS_FEED_URL: `${feedBase}/wp-json/wp/v2/posts?lang=en` } });
    const make = builders(t);
    caller = await make.user(await make.company());
  });
  afterAll(async () => {
    await t.close();
  });

  it('[D-016] answers the 3 newest posts, asked with per_page=3 and the URL’s own query, as plain text with http(s) links only', async () => {
    const answer = await newsOf(t);
    expect(requests).toContain('/wp-json/wp/v2/posts?lang=en&per_page=3');
    // The 3 newest are 7, 6 and 5; 6 links to javascript: and is dropped; the older post was never asked for.
    expect(answer.posts).toEqual([
      {
        title: 'Array firmware 9.2 – what’s new in iSCSI',
        link: 'https://blog.casebridge.test/2025/03/firmware-9-2/',
        date: '2025-03-03T09:00:00.000Z',
        excerpt: 'Sessions no longer drop under load & more…',
      },
      {
        title: 'Meet the network',
        link: 'http://blog.casebridge.test/?p=5',
        date: '2025-03-01T09:00:00.000Z',
        excerpt: 'Three new partners.',
      },
    ]);
    expect(JSON.stringify(answer)).not.toMatch(/<|&[a-z#0-9]+;|javascript:/i);
  });

  it('[D-016] a second request within the cache time does not ask the feed again', async () => {
    await newsOf(t);
    await newsOf(t);
    expect(countOf('/wp-json/')).toBe(1);
  });

  it('[D-016] no feed configured: no posts', async () => {
    const unset = await instanceWithFeed(null);
    try {
      expect(await newsOf(unset)).toEqual({ posts: [] });
    } finally {
      await unset.close();
    }
  });

  it.each(['/down', '/html', '/not-a-list'])(
    '[D-016] a feed at %s (500, not JSON, not a list) gives no posts and a warning, and is not asked again at once',
    async (path) => {
      const broken = await instanceWithFeed(path);
      try {
        expect(await newsOf(broken)).toEqual({ posts: [] });
        expect(await newsOf(broken)).toEqual({ posts: [] });
        expect(countOf(path)).toBe(1);
        const warning = logLines.find((line) => line.includes('news feed unavailable') && line.includes(path));
        expect(warning).toBeDefined();
      } finally {
        await broken.close();
      }
    },
  );

  it('[D-016] a feed that does not answer gives no posts after the 3-second timeout', { timeout: 10_000 }, async () => {
    const slow = await instanceWithFeed('/slow');
    try {
      const started = Date.now();
      expect(await newsOf(slow)).toEqual({ posts: [] });
      expect(Date.now() - started).toBeLessThan(6000);
    } finally {
      await slow.close();
    }
  });
});
