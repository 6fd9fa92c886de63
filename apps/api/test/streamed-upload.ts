import { request, type ClientRequest, type IncomingMessage } from 'node:http';

// An upload through the real server on a port, sent as the test says: what the server answers while the client is
// still sending, which app.inject (a whole body handed over at once) cannot show.

export const PNG_HEAD = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
]);
export const MB = 1024 * 1024;
const BOUNDARY = '----casebridge-upload-test';

/** The multipart parts around one file of the field `files`: the body is opening + the file's bytes + closing. */
const opening = (filename: string) =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="${filename}"\r\n` +
      `Content-Type: application/octet-stream\r\n\r\n`,
  );
const closing = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

export type StreamedUpload = {
  /** The answer, with the bytes the client had sent of its body when it came. */
  answer: Promise<{ status: number; headers: IncomingMessage['headers']; body: string; sentBytes: number }>;
  send: (bytes: Buffer) => Promise<void>;
  end: () => void;
  abort: () => void;
};

/** Starts an upload of one file (the form field `files`) to `url` with `token`; the test sends the body. */
export function startUpload(url: string, token: string, filename: string, declaredBytes: number): StreamedUpload {
  let sentBytes = 0;
  const client: ClientRequest = request(url, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'content-length': String(opening(filename).length + declaredBytes + closing.length),
    },
  });
  // Once the server has answered and closed, further writes fail: that is what the test expects.
  client.on('error', () => undefined);
  const answer = new Promise<{ status: number; headers: IncomingMessage['headers']; body: string; sentBytes: number }>(
    (resolve) => {
      client.on('response', (response) => {
        const at = sentBytes;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('close', () => {
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString(),
            sentBytes: at,
          });
        });
      });
    },
  );
  const write = (bytes: Buffer) =>
    new Promise<void>((resolve) => {
      sentBytes += bytes.length;
      if (client.write(bytes) || client.destroyed) resolve();
      else {
        client.once('drain', resolve);
        client.once('close', resolve);
      }
    });
  void write(opening(filename));
  return {
    answer,
    send: write,
    end: () => {
      client.end(closing);
    },
    abort: () => client.destroy(),
  };
}

/**
 * Sends `bytes` in 64 kB pieces, stopping as soon as the server has answered. Past `holdAfter` bytes (the limit under
 * test and a margin) the client waits once for the answer, 20 s at most, before it sends the rest, as a slow client
 * would: whether the answer comes before the body's end then depends on the server, not on how fast a loaded machine
 * lets the client write.
 */
export async function sendUntilAnswered(upload: StreamedUpload, bytes: Buffer, holdAfter = Infinity) {
  const state = { answered: false, held: false };
  const answered = upload.answer.then(() => (state.answered = true));
  const waited = () =>
    new Promise<false>((resolve) => {
      setTimeout(() => {
        resolve(false);
      }, 20_000);
    });
  for (let at = 0; at < bytes.length && !state.answered; at += 64 * 1024) {
    if (at >= holdAfter && !state.held) {
      state.held = true;
      if (await Promise.race([answered, waited()])) return;
    }
    await upload.send(bytes.subarray(at, at + 64 * 1024));
  }
}

/** Polls `check` until it holds (a file removed once the answer has gone), 10 s at most. */
export async function waitFor(check: () => Promise<boolean> | boolean) {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('waited 10 s in vain');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
