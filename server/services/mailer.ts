import nodemailer from 'nodemailer';
import type { Logger } from '../logger';

export type Email = { to: string; subject: string; text: string; html: string };
export type Mailer = { send: (email: Email) => Promise<void> };

/** SMTP when SMTP_URL is set; otherwise the message, with its links, goes to the server log. */
export function createMailer(options: { smtpUrl?: string; from: string; log: Logger }): Mailer {
  if (!options.smtpUrl) {
    return {
      async send(email) {
        options.log.info({ to: email.to, subject: email.subject }, `EMAIL (no SMTP_URL set)\n${email.text}`);
      },
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(email) {
      await transport.sendMail({ from: options.from, ...email });
    },
  };
}
