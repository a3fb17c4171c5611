import { PRODUCT_NAME } from '@shared/constants';
import type { Email } from './mailer';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function layout(options: {
  to: string;
  subject: string;
  greeting: string;
  body: string;
  action: string;
  link: string;
  footer: string;
}): Email {
  const text = `${options.greeting}\n\n${options.body}\n\n${options.action}:\n${options.link}\n\n${options.footer}\n\n— ${PRODUCT_NAME}`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a">
<h1 style="font-size:20px">${PRODUCT_NAME}</h1>
<p>${escapeHtml(options.greeting)}</p><p>${escapeHtml(options.body)}</p>
<p><a href="${escapeHtml(options.link)}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(options.action)}</a></p>
<p style="font-size:12px;color:#475569">${escapeHtml(options.footer)}<br>${escapeHtml(options.link)}</p>
</body></html>`;
  return { to: options.to, subject: options.subject, text, html };
}

export function verificationEmail(options: { to: string; name: string; link: string }): Email {
  return layout({
    to: options.to,
    subject: `Verify your email for ${PRODUCT_NAME}`,
    greeting: `Hi ${options.name},`,
    body: `Welcome to ${PRODUCT_NAME}! Please confirm your email address to start preparing for the SAFE MLO exam.`,
    action: 'Verify email',
    link: options.link,
    footer: 'This link expires in 24 hours. If you did not sign up, you can ignore this email.',
  });
}

export function passwordResetEmail(options: { to: string; name: string; link: string }): Email {
  return layout({
    to: options.to,
    subject: `Reset your ${PRODUCT_NAME} password`,
    greeting: `Hi ${options.name},`,
    body: 'We received a request to reset your password. Choose a new one with the link below.',
    action: 'Reset password',
    link: options.link,
    footer:
      'This link expires in 1 hour and works once. If you did not ask for it, ignore this email: your password stays the same.',
  });
}
