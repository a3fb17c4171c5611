import nodemailer from 'nodemailer';
import type { Logger } from '../../logger';

export type Email = { to: string; subject: string; text: string; html: string };
export type Mailer = { send: (email: Email) => Promise<void> };

const RULE = '─'.repeat(64);

/** An email as a block a person can read in the log: who, what, and each link on a line of its own. */
export function formatLoggedEmail(email: Pick<Email, 'to' | 'subject' | 'text'>): string {
  return `Email (no SMTP_URL set, so it is printed here instead of sent)\n${RULE}\nTo:      ${email.to}\nSubject: ${email.subject}\n\n${email.text}\n${RULE}`;
}

/** SMTP when SMTP_URL is set; otherwise the message, with its links, goes to the server log. */
export function createMailer(options: { smtpUrl?: string; from: string; log: Logger }): Mailer {
  if (!options.smtpUrl) {
    return {
      async send(email) {
        options.log.info({ to: email.to, subject: email.subject }, formatLoggedEmail(email));
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
