import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Received = { headers: IncomingHttpHeaders; body: string };

/**
 * A real receiving end on loopback (WEBHOOK_ALLOW_LOOPBACK): records every request and answers the status the test
 * sets. `check` judges each body as the receiver would (a Teams channel checking its card): a refusal is answered 400
 * with the reason, so the sender logs a failed attempt.
 */
export async function startReceiver(check?: (body: string) => string | null) {
  const received: Received[] = [];
  const state = { status: 200, answer: '{"ok":true}' };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ headers: request.headers, body });
      const refusal = check?.(body) ?? null;
      response.writeHead(refusal ? 400 : state.status, { 'content-type': 'application/json' });
      response.end(refusal ?? state.answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}/hooks`,
    received,
    state,
    /** Forgets what was received and answers 200 with `answer` again (each test's start). */
    reset: (answer = '{"ok":true}') => {
      received.length = 0;
      state.status = 200;
      state.answer = answer;
    },
    close: () =>
      new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      ),
  };
}
