import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { NEWS_POST_COUNT, type NewsPost } from '@casebridge/contract/news';
import { plainText } from './plain-text.ts';

/** ADR 15: how long a read of the feed is kept, and how long a failed one keeps the feed from being asked again. */
export const NEWS_CACHE_MS = 5 * 60 * 1000;
export const NEWS_FAILURE_CACHE_MS = 60 * 1000;
/** A slow feed does not hold the dashboard up. */
export const NEWS_FETCH_TIMEOUT_MS = 3000;
/** A feed answer larger than this is not a page of 3 posts. */
const MAX_FEED_BYTES = 2 * 1024 * 1024;
const MAX_EXCERPT_LENGTH = 300;

/** The fields of a WordPress REST post (wp/v2/posts) that the panel reads; any other field is ignored. */
const wordPressPost = z.object({
  title: z.object({ rendered: z.string() }),
  link: z.string(),
  date: z.string(),
  date_gmt: z.string().nullish(),
  excerpt: z.object({ rendered: z.string() }).nullish(),
});

export type NewsFeed = { posts: (log: FastifyBaseLogger) => Promise<NewsPost[]> };

type Entry = { until: number; posts: Promise<NewsPost[]> };

/**
 * D-016: the newest posts of a WordPress-style JSON feed, asked for with per_page=3 (the URL's own query kept),
 * kept for NEWS_CACHE_MS in this process (ADR 15). An unset, failing, slow, non-JSON or malformed feed yields no
 * posts and a warning, and is not asked again for NEWS_FAILURE_CACHE_MS; requests meanwhile share one read.
 */
export function createNewsFeed(
  feedUrl: string | null,
  options: { cacheMs?: number; failureCacheMs?: number; timeoutMs?: number; now?: () => number } = {},
): NewsFeed {
  const {
    cacheMs = NEWS_CACHE_MS,
    failureCacheMs = NEWS_FAILURE_CACHE_MS,
    timeoutMs = NEWS_FETCH_TIMEOUT_MS,
  } = options;
  const now = options.now ?? Date.now;
  let entry: Entry | null = null;
  return {
    posts: (log) => {
      if (feedUrl === null) return Promise.resolve([]);
      if (entry !== null && entry.until > now()) return entry.posts;
      const current: Entry = {
        // Until it settles, the read itself is the entry: concurrent requests wait for it rather than ask again.
        until: Infinity,
        posts: readFeed(feedUrl, timeoutMs).then(
          (posts) => {
            current.until = now() + cacheMs;
            return posts;
          },
          (error: unknown) => {
            current.until = now() + failureCacheMs;
            // The feed's query may carry a key: only its origin and path are logged.
            const { origin, pathname } = new URL(feedUrl);
            log.warn(
              { feed: origin + pathname, err: error instanceof Error ? error.message : String(error) },
              'news feed unavailable',
            );
            return [];
          },
        ),
      };
      entry = current;
      return current.posts;
    },
  };
}

async function readFeed(feedUrl: string, timeoutMs: number): Promise<NewsPost[]> {
  const url = new URL(feedUrl);
  url.searchParams.set('per_page', String(NEWS_POST_COUNT));
  const response = await fetch(url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`the feed answered ${String(response.status)}`);
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > MAX_FEED_BYTES) throw new Error('the feed answer is too large');
  const text = await response.text();
  if (text.length > MAX_FEED_BYTES) throw new Error('the feed answer is too large');
  const body: unknown = JSON.parse(text);
  if (!Array.isArray(body)) throw new Error('the feed answer is not a list of posts');
  return body
    .flatMap((item) => {
      const post = toNewsPost(item);
      return post === null ? [] : [post];
    })
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, NEWS_POST_COUNT);
}

/** A post the panel can show, or null: no title, a link that is not http(s), or no date. */
function toNewsPost(item: unknown): NewsPost | null {
  const parsed = wordPressPost.safeParse(item);
  if (!parsed.success) return null;
  const post = parsed.data;
  const title = plainText(post.title.rendered);
  const link = httpLink(post.link);
  const date = utcDate(post.date_gmt ?? post.date);
  if (title === '' || link === null || date === null) return null;
  const excerpt = plainText(post.excerpt?.rendered ?? '');
  return {
    title,
    link,
    date,
    excerpt: excerpt.length > MAX_EXCERPT_LENGTH ? `${excerpt.slice(0, MAX_EXCERPT_LENGTH - 1).trimEnd()}…` : excerpt,
  };
}

function httpLink(value: string): string | null {
  if (!URL.canParse(value)) return null;
  const url = new URL(value);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}

/** WordPress writes date_gmt without a zone ("2025-03-04T09:30:00"): it is UTC. */
function utcDate(value: string): string | null {
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/i.test(value) ? value : `${value}Z`;
  const time = Date.parse(zoned);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}
