import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

type Received = { messageId: string; to: string; subject: string };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });
  });
}

/**
 * A real SMTP server on loopback that keeps what it receives; it can be stopped and started again (a stop drops the
 * connections its clients keep open, as a server going down does). `refuse`: a recipient it answers 550 for, as a
 * server does for a mailbox that does not exist. `dataDelayMs`: how long it takes to accept each message. It counts
 * the connections opened and the most open at once.
 */
export function createMailSink(port: number, options: { refuse?: string; dataDelayMs?: number } = {}) {
  const received: Received[] = [];
  const connections = { opened: 0, open: 0, mostOpen: 0 };
  let server: SMTPServer | undefined;
  return {
    received,
    connections,
    deliveriesOf: (messageId: string) => received.filter((m) => m.messageId === messageId).length,
    start: () =>
      new Promise<void>((resolve) => {
        server = new SMTPServer({
          authOptional: true,
          disabledCommands: ['STARTTLS', 'AUTH'],
          logger: false,
          closeTimeout: 100,
          onConnect(_session, callback) {
            connections.opened += 1;
            connections.open += 1;
            connections.mostOpen = Math.max(connections.mostOpen, connections.open);
            callback();
          },
          onClose() {
            connections.open -= 1;
          },
          onRcptTo(address, _session, callback) {
            if (address.address === options.refuse) {
              const refusal = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
              callback(refusal);
              return;
            }
            callback();
          },
          onData(stream, _session, callback) {
            simpleParser(stream)
              .then(async (mail) => {
                if (options.dataDelayMs) await new Promise((r) => setTimeout(r, options.dataDelayMs));
                const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(',') : (mail.to?.text ?? '');
                received.push({ messageId: mail.messageId ?? '', to, subject: mail.subject ?? '' });
                callback();
              })
              .catch((error: unknown) => {
                callback(error instanceof Error ? error : new Error(String(error)));
              });
          },
        });
        // A client killed mid-message (the cluster test's worker) resets its connection: a real SMTP server logs it
        // and serves the others; unheard, the 'error' event would end the test run.
        server.on('error', () => undefined);
        server.listen(port, '127.0.0.1', () => {
          resolve();
        });
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (!server) {
          resolve();
          return;
        }
        server.close(() => {
          resolve();
        });
      }),
  };
}
