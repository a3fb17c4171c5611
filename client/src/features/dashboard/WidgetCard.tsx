import type { ReactNode } from 'react';

/** A dashboard section: a card with its h2, labelled by it for landmarks navigation. */
export function WidgetCard({
  id,
  title,
  children,
  className = '',
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={`card ${className}`}>
      <h2 id={id} className="mb-4 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
