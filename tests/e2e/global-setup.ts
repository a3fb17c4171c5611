import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { E2E_SMTP_PORT } from '../../playwright.config';
import { mailDir } from './mailbox';

/** A real SMTP receiver on loopback: the app sends real mail; tests read it from files. */
export default async function globalSetup() {
  fs.mkdirSync(mailDir(), { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        for (const recipient of session.envelope.rcptTo) {
          const file = `${Date.now()}__${recipient.address.toLowerCase()}.eml`;
          fs.writeFileSync(path.join(mailDir(), file), Buffer.concat(chunks));
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(E2E_SMTP_PORT, '127.0.0.1', resolve));
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    fs.rmSync(process.env.E2E_RUN_DIR ?? '', { recursive: true, force: true });
  };
}
