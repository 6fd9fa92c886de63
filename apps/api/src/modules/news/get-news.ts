import type { FastifyBaseLogger } from 'fastify';
import type { NewsAnswer } from '@casebridge/contract/news';
import type { Actor } from '../../lib/access-policy.ts';
import { requireMember } from '../../lib/authorize.ts';
import type { NewsFeed } from './news-feed.ts';

/** D-016: GET /api/caller/news, the 3 newest posts of the public blog feed; none when it is unset or down. */
export async function getNews(feed: NewsFeed, actor: Actor | null, log: FastifyBaseLogger): Promise<NewsAnswer> {
  requireMember(actor);
  return { posts: await feed.posts(log) };
}
