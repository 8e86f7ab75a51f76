import { useId, type ReactNode } from 'react';

/**
 * One headline figure on Dashboard or Analytics: a region named by its title, so it can be found
 * and read on its own, the value large, and an optional note or link beneath.
 */
export function FigureCard({ title, value, children }: { title: string; value: string; children?: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100">
      <h2 id={headingId} className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
        {title}
      </h2>
      <p className="mt-2 text-3xl font-extrabold text-brand-900 tabular-nums">{value}</p>
      {children && <div className="mt-3 text-sm">{children}</div>}
    </section>
  );
}
