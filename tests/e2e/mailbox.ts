import fs from 'node:fs';
import path from 'node:path';

export const mailDir = () => path.join(process.env.E2E_RUN_DIR ?? '', 'mail');

/** Undoes quoted-printable soft breaks and escapes, enough to read links out of a message. */
function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Waits for the newest message to `to` whose link has `mode`, and returns that link. */
export async function waitForEmailLink(to: string, mode: 'verifyEmail' | 'resetPassword', since = 0): Promise<string> {
  const deadline = Date.now() + 15_000;
  const wanted = to.toLowerCase();
  while (Date.now() < deadline) {
    const files = fs.existsSync(mailDir()) ? fs.readdirSync(mailDir()).sort().reverse() : [];
    for (const file of files) {
      const [stamp, recipient] = file.replace(/\.eml$/, '').split('__');
      if (recipient !== wanted || Number(stamp) < since) continue;
      const text = decodeQuotedPrintable(fs.readFileSync(path.join(mailDir(), file), 'utf8'));
      const link = text.match(new RegExp(`https?://[^\\s"<>]+mode=${mode}&(?:amp;)?oobCode=[a-z2-7]+`))?.[0];
      if (link) return link.replace('&amp;', '&');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${mode} email reached ${to}`);
}
