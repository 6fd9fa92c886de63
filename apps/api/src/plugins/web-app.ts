import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { webDistFolder } from '../app-paths.ts';
import { isFromThisMachine } from '../lib/client-address.ts';

/** Whether a path is under a prefix, however a router would match it: any case, encoded, with a trailing slash. */
const isUnder = (prefix: RegExp, url: string): boolean => {
  try {
    return prefix.test(decodeURIComponent(url));
  } catch {
    return prefix.test(url);
  }
};
// The SPA's dev pages (the mailbox).
const devPage = /^\/dev(?:[/?#]|$)/i;
// The server's own paths: an unknown one is a JSON 404, never the SPA's page with 200 (/metrics without METRICS_TOKEN).
const serverPath = /^\/(?:api|metrics)(?:[/?#]|$)/i;

/** Vite names every file under assets/ by a hash of its content: a browser may keep it for good. */
const ASSETS_PREFIX = 'assets';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA: files as they are, index.html for every other non-API path (the SPA routes it). Each
 * file goes out as the brotli or gzip copy the build made beside it when Accept-Encoding allows.
 */
export async function registerWebApp(app: FastifyInstance, distDir = webDistFolder): Promise<void> {
  const isBuilt = existsSync(join(distDir, 'index.html'));
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: 'public' };
    });
    if (isBuilt) {
      await scope.register(fastifyStatic, {
        root: distDir,
        wildcard: true,
        index: 'index.html',
        preCompressed: true,
        // A source map would publish the source: never served, even from a build that made one.
        allowedPath: (path) => !path.endsWith('.map'),
        setHeaders: (reply, path) => {
          const isAsset = relative(distDir, path).startsWith(`${ASSETS_PREFIX}${sep}`);
          reply.header('cache-control', isAsset ? IMMUTABLE : 'no-cache');
        },
      });
    }
  });

  app.setNotFoundHandler(async (request, reply) => {
    // Like the mailbox's API (dev-mailbox-routes): nobody but this machine is told the page exists.
    if (isUnder(devPage, request.url) && !isFromThisMachine(request))
      return reply.code(404).send({ error: 'Not found.' });
    const isServerPath = isUnder(serverPath, request.url);
    // A missing asset (an old build's chunk, a source map) is a 404, not the SPA's page in its place.
    const isSpaRoute = !isServerPath && !request.url.startsWith(`/${ASSETS_PREFIX}/`);
    if (request.method !== 'GET' || !isBuilt || !isSpaRoute) {
      return reply.code(404).send({
        error: isBuilt || isServerPath ? 'Not found.' : 'The web app is not built: run npm run build.',
      });
    }
    return reply.sendFile('index.html', distDir);
  });
}
