import http from 'node:http';
import https from 'node:https';
import { WEBHOOK_PRIVATE_URL_MESSAGE } from '@casebridge/contract/webhooks';
import { webhookLookup, webhookUrlRefusal } from './webhook-address.ts';

/** A receiver has this long to answer; the answer's first kB is kept in the delivery log. */
const TIMEOUT_MS = 10_000;
export const RESPONSE_KEPT_BYTES = 1024;

export type SendOutcome = {
  status: number | null;
  body: string;
  error: string | null;
  durationMs: number;
};

/**
 * One POST of a signed delivery: no redirects followed, the address checked as it connects, 10 seconds. A 2xx is a
 * success; anything else, or no answer, is a failure with its reason.
 */
export function sendWebhook(
  address: string,
  headers: Record<string, string>,
  body: string,
  { allowLoopback }: { allowLoopback: boolean },
): Promise<SendOutcome> {
  const started = Date.now();
  const elapsed = () => Date.now() - started;
  const refusal = webhookUrlRefusal(address, allowLoopback);
  if (refusal) return Promise.resolve({ status: null, body: '', error: refusal, durationMs: 0 });
  const url = new URL(address);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: Omit<SendOutcome, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      resolve({ ...outcome, durationMs: elapsed() });
    };
    const request = client.request(
      url,
      {
        method: 'POST',
        timeout: TIMEOUT_MS,
        lookup: webhookLookup(allowLoopback),
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'CaseBridge-Webhooks/1',
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let kept = 0;
        const done = () => {
          const text = Buffer.concat(chunks).subarray(0, RESPONSE_KEPT_BYTES).toString('utf8');
          finish({
            status,
            body: text,
            error: status >= 200 && status < 300 ? null : `The receiver answered HTTP ${String(status)}.`,
          });
        };
        response.on('data', (chunk: Buffer) => {
          if (kept < RESPONSE_KEPT_BYTES) chunks.push(chunk);
          kept += chunk.length;
          if (kept >= RESPONSE_KEPT_BYTES) {
            done();
            response.destroy();
          }
        });
        response.on('end', done);
        response.on('error', done);
      },
    );
    request.on('timeout', () => {
      request.destroy();
      finish({ status: null, body: '', error: `No answer within ${String(TIMEOUT_MS / 1000)} seconds.` });
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      finish({
        status: null,
        body: '',
        error:
          error.code === 'EINTERNAL'
            ? WEBHOOK_PRIVATE_URL_MESSAGE
            : `The receiver could not be reached (${error.code ?? error.message}).`,
      });
    });
    request.end(body);
  });
}
