import { lazy, Suspense, useState } from 'react';
import { Spinner } from '../../components/Spinner';

// Milo's code (its form, with the shared zod schemas) downloads on first opening, not with the dashboard.
const MiloChat = lazy(() => import('../milo/MiloChat').then((module) => ({ default: module.MiloChat })));

/**
 * Spec §2: the collapsible 'Chat with Milo' panel, opened and closed by its header. It starts
 * closed and mounts Milo on first opening (no chat request until wanted); closing only hides it,
 * so a conversation or a reply in progress survives.
 */
export function MiloPanel() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const toggle = () => {
    setOpen((value) => !value);
    setOpened(true);
  };
  return (
    <section aria-labelledby="milo-heading" className="card p-0">
      <h2 id="milo-heading" className="text-lg font-semibold">
        <button
          type="button"
          className="flex w-full items-center justify-between gap-3 rounded-xl px-5 py-4 text-left text-slate-900 hover:bg-slate-50"
          aria-expanded={open}
          aria-controls="milo-panel"
          onClick={toggle}
        >
          Chat with Milo
          <span
            aria-hidden="true"
            className={`text-slate-500 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
          >
            ▾
          </span>
        </button>
      </h2>
      <div id="milo-panel" hidden={!open} className="border-t border-slate-200 px-5 py-4">
        {opened && (
          <Suspense fallback={<Spinner label="Loading Milo" />}>
            <MiloChat />
          </Suspense>
        )}
      </div>
    </section>
  );
}
