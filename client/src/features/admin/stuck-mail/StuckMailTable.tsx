import { MAIL_KIND_LABELS } from '@shared/mail-kinds';
import type { RouterOutputs } from '../../../lib/trpc';

export type StuckEmail = RouterOutputs['mail']['stuck'][number];

const COLUMNS: readonly { label: string; numeric?: boolean }[] = [
  { label: 'Kind' },
  { label: 'Recipient' },
  { label: 'Tries', numeric: true },
  { label: 'Last error' },
  { label: 'Next try' },
];

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The outbox's emails that failed or wait long: one row each (addresses and errors, never bodies: they hold links). */
export function StuckMailTable({ emails }: { emails: readonly StuckEmail[] }) {
  if (emails.length === 0) {
    return (
      <p role="status" className="card text-slate-700">
        No stuck mail: every email was sent, or is on its first try.
      </p>
    );
  }
  return (
    <div className="card overflow-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Emails that failed or wait long, newest first</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column.label} scope="col" className={`px-2 py-1 ${column.numeric ? 'text-right' : ''}`}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {emails.map((email) => (
            <tr key={email.id}>
              <th scope="row" className="px-2 py-2 align-top font-medium">
                {MAIL_KIND_LABELS[email.kind]}
                <span className="block text-xs font-normal text-slate-600">queued {when(email.createdAt)}</span>
              </th>
              <td className="px-2 py-2 align-top break-all">{email.to}</td>
              <td className="px-2 py-2 text-right align-top">{email.attempts}</td>
              <td className="px-2 py-2 align-top break-words">{email.lastError ?? 'None yet'}</td>
              <td className="px-2 py-2 align-top">{email.gaveUp ? 'Gave up: no more tries' : when(email.nextAttemptAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
