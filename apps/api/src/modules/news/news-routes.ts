import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerNews } from '@casebridge/contract/news';
import type { AppDeps } from '../../app-deps.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import { getNews } from './get-news.ts';
import { createNewsFeed } from './news-feed.ts';

export function newsRoutes(app: FastifyInstance, deps: AppDeps): void {
  // One feed reader per app instance: its short cache is public, non-user data (ADR 15).
  const feed = createNewsFeed(deps.config.newsFeedUrl);
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(callerNews),
    config: { access: 'member' },
    schema: {
      operationId: 'callerNews',
      summary: "The 3 newest posts of the network's blog feed; none when the feed is unset or unavailable",
      tags: ['news'],
      response: { 200: callerNews.answer },
    },
    handler: (request) => getNews(feed, request.actor, request.log),
  });
}
