import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isLoopbackAddress } from '../lib/client-address.ts';

export const webDistDir = fileURLToPath(new URL('../../../web/dist', import.meta.url));

// The SPA's dev pages (the mailbox), however the router would match them: any case, encoded, with a trailing slash.
const devPage = /^\/dev(?:[/?#]|$)/i;
const isDevPage = (url: string): boolean => {
  try {
    return devPage.test(decodeURIComponent(url));
  } catch {
    return devPage.test(url);
  }
};

/** Serves the built SPA: files as they are, index.html for every other non-API path (the SPA routes it). */
export async function registerWebApp(app: FastifyInstance): Promise<void> {
  const isBuilt = existsSync(`${webDistDir}/index.html`);
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: 'public' };
    });
    if (isBuilt) {
      await scope.register(fastifyStatic, {
        root: webDistDir,
        wildcard: true,
        index: 'index.html',
        setHeaders: (res, path) => {
          res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }
  });

  app.setNotFoundHandler(async (request, reply) => {
    // Like the mailbox's API (dev-mailbox-routes): nobody but this machine is told the page exists.
    if (isDevPage(request.url) && !isLoopbackAddress(request.ip)) return reply.code(404).send({ error: 'Not found.' });
    if (request.url.startsWith('/api/') || request.url === '/api' || request.method !== 'GET' || !isBuilt) {
      return reply.code(404).send({
        error:
          isBuilt || request.url.startsWith('/api') ? 'Not found.' : 'The web app is not built: run npm run build.',
      });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', webDistDir);
  });
}
