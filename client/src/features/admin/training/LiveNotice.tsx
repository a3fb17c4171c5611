export type Notice = { ok: boolean; text: string } | null;

/**
 * The outcome of an admin action, announced where it happened: a success as a status, a failure as an
 * alert. The live region is always in the page (empty when there is nothing to say), so screen readers
 * announce a notice that appears in it.
 */
export function LiveNotice({ notice }: { notice: Notice }) {
  return (
    <div aria-live="polite" className="mt-3 empty:hidden">
      {notice && (
        <p role={notice.ok ? 'status' : 'alert'} className={notice.ok ? 'alert-success' : 'alert-error'}>
          {notice.text}
        </p>
      )}
    </div>
  );
}
