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

export function createMailTransport(config: Pick<Config, 'smtpUrl' | 'mailFrom'>): MailTransport {
  if (!config.smtpUrl) {
    return { kind: 'dev-mailbox', deliver: () => Promise.resolve(), close: () => undefined };
  }
  const transporter = nodemailer.createTransport(config.smtpUrl);
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
