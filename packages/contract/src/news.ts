import { z } from 'zod';
import type { Endpoint } from './endpoint.ts';

/**
 * D-016: the dashboard's News panel (document 1 §2 Dashboard, §7, §9): the newest posts of the network's public
 * blog feed, read by the server from a WordPress-style JSON feed (NEWS_FEED_URL). Titles and excerpts are plain
 * text (the server strips markup and decodes entities); a link is an http(s) address. No feed, or a feed that is
 * down: no posts.
 */

/** 1 §9: the panel shows 3 posts; the feed is asked for that many (per_page). */
export const NEWS_POST_COUNT = 3;

export const newsPostSchema = z.object({
  title: z.string(),
  /** An http or https address, opened in a new tab. */
  link: z.string(),
  /** ISO 8601, UTC. */
  date: z.string(),
  excerpt: z.string(),
});
export type NewsPost = z.infer<typeof newsPostSchema>;

/** Newest first, at most NEWS_POST_COUNT. */
export const newsAnswer = z.object({ posts: z.array(newsPostSchema).max(NEWS_POST_COUNT) });
export type NewsAnswer = z.infer<typeof newsAnswer>;

// The calls (issue 23: declared once, for the API's routes and the web's client).
export const callerNews = { method: 'GET', path: '/api/caller/news', answer: newsAnswer } as const satisfies Endpoint;
