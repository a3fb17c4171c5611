import { MAIL_KIND_LABELS } from '@shared/mail-kinds';
import type { RouterOutputs } from '../../../lib/trpc';

export type StuckEmail = RouterOutputs['mail']['stuck'][number];

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
            <th scope="col" className="px-2 py-1">
              Kind
            </th>
            <th scope="col" className="px-2 py-1">
              Recipient
            </th>
            <th scope="col" className="px-2 py-1 text-right">
              Tries
            </th>
            <th scope="col" className="px-2 py-1">
              Last error
            </th>
            <th scope="col" className="px-2 py-1">
              Next try
            </th>
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
