import { request, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startServerProcess } from './api-process.ts';
import { createServerDatabase } from './test-database.ts';

type Answer = { status: number; body: string };

/**
 * A request whose body the client sends in two parts: the server has it in flight, reading the body, until
 * `finish` sends the rest. Node's agent keeps the connection alive, as a browser or a proxy does.
 */
function slowRequest(port: number, id: string, body: string): { finish: () => void; answer: Promise<Answer> } {
  const half = Math.floor(body.length / 2);
  const outgoing = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/auth/forgot_password',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-request-id': id },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    outgoing.on('response', (response: IncomingMessage) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body: text });
      });
      response.on('error', reject);
    });
    outgoing.on('error', reject);
  });
  outgoing.write(body.slice(0, half));
  return { finish: () => outgoing.end(body.slice(half)), answer };
}

/** Resolves once a new connection to the port is refused; while the server still takes them, tries again. */
async function connectionsRefused(port: number): Promise<void> {
  for (;;) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', (error: NodeJS.ErrnoException) => {
        resolve(error.code === 'ECONNREFUSED');
      });
    });
    if (refused) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('shutting down (issue 22)', () => {
  it.skipIf(!process.env.DATABASE_URL)(
    '[issue 22] on SIGTERM the server takes no new connection, answers every request in flight in full, and exits 0',
    async () => {
      const database = await createServerDatabase('drain');
      // Every request is in flight from one address: the sign-in limits would answer some of them 429.
      const server = await startServerProcess({ DATABASE_URL: database.url, AUTH_RATE_LIMIT: '1000' });
      try {
        expect(server.port, server.stdout() + server.stderr()).toBeGreaterThan(0);
        const inFlight = Array.from({ length: 8 }, (_, index) =>
          slowRequest(
            server.port,
            `drain-${String(index)}`,
            JSON.stringify({ email: `user${String(index)}@example.com` }),
          ),
        );
        // Each request has reached the server (Fastify logs it as it arrives, before reading its body).
        for (const index of inFlight.keys()) await server.waitForOutput(`"reqId":"drain-${String(index)}"`);

        const stopped = server.stop('SIGTERM');
        await server.waitForOutput('"msg":"shutting down"');
        await connectionsRefused(server.port);

        for (const request of inFlight) request.finish();
        const answers = await Promise.allSettled(inFlight.map((request) => request.answer));
        for (const answer of answers) {
          expect(answer).toMatchObject({ status: 'fulfilled', value: { status: 200 } });
          if (answer.status === 'fulfilled') expect(JSON.parse(answer.value.body)).toMatchObject({ success: true });
        }
        expect(await stopped).toBe(0);
        expect(server.stdout()).toContain('"msg":"shut down"');
      } finally {
        await server.stop();
        await database.drop();
      }
    },
    120_000,
  );
});
