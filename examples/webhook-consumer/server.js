#!/usr/bin/env node
// A reference receiver of CaseBridge webhooks. Configuration by environment:
//   WEBHOOK_SECRET  the webhook's secret (whsec_...); WEBHOOK_PREVIOUS_SECRET optional, during a rotation
//   PORT            default 8787; HOST default 127.0.0.1
//   MIRROR_FILE     the SQLite file, default ./mirror.sqlite
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { openMirror } from './mirror.js';
import { verifyWebhook } from './verify.js';

const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Starts the receiver: POST /webhooks takes deliveries; GET /events answers what the mirror holds (for a look, and
 * for tests). Answers { close, port, mirror }.
 */
export async function startConsumer({
  secrets,
  port = 8787,
  host = '127.0.0.1',
  file = './mirror.sqlite',
  log = console,
}) {
  const mirror = await openMirror(file);
  const server = createServer((request, response) => {
    const answer = (status, body) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method === 'GET' && request.url === '/events') return answer(200, mirror.snapshot());
    if (request.method !== 'POST' || request.url !== '/webhooks') return answer(404, { error: 'not found' });
    const chunks = [];
    let size = 0;
    request.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) request.destroy();
      else chunks.push(chunk);
    });
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = {
        id: request.headers['webhook-id'],
        timestamp: request.headers['webhook-timestamp'],
        signature: request.headers['webhook-signature'],
      };
      const refusals = secrets.map((secret) => verifyWebhook(secret, headers, body));
      if (!refusals.includes(null)) {
        log.warn(`refused ${String(headers.id)}: ${refusals.join(', ')}`);
        return answer(401, { error: refusals[0] });
      }
      // Idempotent by webhook-id: a retry or a replay of a delivery we have is acknowledged, not applied again.
      if (mirror.has(headers.id)) return answer(200, { ok: true, duplicate: true });
      let event;
      try {
        event = JSON.parse(body);
      } catch {
        return answer(400, { error: 'not JSON' });
      }
      mirror.apply(headers.id, event);
      log.info(`${event.type} ${event.data?.case?.networkCaseNumber ?? ''} (${headers.id})`);
      return answer(200, { ok: true });
    });
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    mirror,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          mirror.close();
          resolve();
        });
      }),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const secrets = [process.env.WEBHOOK_SECRET, process.env.WEBHOOK_PREVIOUS_SECRET].filter(Boolean);
  if (secrets.length === 0) {
    console.error('Set WEBHOOK_SECRET to the webhook’s secret (whsec_...).');
    process.exit(1);
  }
  const consumer = await startConsumer({
    secrets,
    port: Number(process.env.PORT ?? 8787),
    host: process.env.HOST ?? '127.0.0.1',
    file: process.env.MIRROR_FILE ?? './mirror.sqlite',
  });
  console.log(
    `Receiving CaseBridge webhooks on http://${process.env.HOST ?? '127.0.0.1'}:${String(consumer.port)}/webhooks`,
  );
  const stop = () => void consumer.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
