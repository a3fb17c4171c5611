/** What an email of the outbox is for, so an admin sees stuck mail by purpose (subjects may change). */
export const MAIL_KINDS = ['verification', 'password-reset', 'other'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  verification: 'Email verification',
  'password-reset': 'Password reset',
  other: 'Other',
};
