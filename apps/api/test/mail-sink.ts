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
 * A real SMTP server on loopback that keeps what it receives; it can be stopped and started again. `refuse`: a
 * recipient it answers 550 for, as a server does for a mailbox that does not exist.
 */
export function createMailSink(port: number, options: { refuse?: string } = {}) {
  const received: Received[] = [];
  let server: SMTPServer | undefined;
  return {
    received,
    deliveriesOf: (messageId: string) => received.filter((m) => m.messageId === messageId).length,
    start: () =>
      new Promise<void>((resolve) => {
        server = new SMTPServer({
          authOptional: true,
          disabledCommands: ['STARTTLS', 'AUTH'],
          logger: false,
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
              .then((mail) => {
                const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(',') : (mail.to?.text ?? '');
                received.push({ messageId: mail.messageId ?? '', to, subject: mail.subject ?? '' });
                callback();
              })
              .catch((error: unknown) => {
                callback(error instanceof Error ? error : new Error(String(error)));
              });
          },
        });
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
