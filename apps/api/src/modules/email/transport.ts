import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';

export type OutgoingMail = {
  messageId: string;
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  text: string;
  html: string;
};

/** Delivers one message; without SMTP_URL the outbox itself is the dev mailbox and delivery only marks it sent. */
export type MailTransport = {
  kind: 'smtp' | 'dev-mailbox';
  deliver: (mail: OutgoingMail) => Promise<void>;
  close: () => void;
};

export function createMailTransport(config: Pick<Config, 'smtpUrl' | 'smtpConnections' | 'mailFrom'>): MailTransport {
  if (!config.smtpUrl) {
    return { kind: 'dev-mailbox', deliver: () => Promise.resolve(), close: () => undefined };
  }
  // A pool of open connections, each carrying one message at a time and many in turn: a connection (and its TLS
  // handshake) per message capped a worker at a few emails a second. Bounded waits: a send ends well within the email
  // claim's stale interval, so no other worker takes it over.
  const transporter = nodemailer.createTransport({
    url: config.smtpUrl,
    pool: true,
    maxConnections: config.smtpConnections,
    maxMessages: 1000,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    kind: 'smtp',
    deliver: async (mail) => {
      await transporter.sendMail({ from: config.mailFrom, ...mail });
    },
    close: () => {
      transporter.close();
    },
  };
}
