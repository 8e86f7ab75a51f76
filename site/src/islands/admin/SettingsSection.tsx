import type { ReactNode } from 'react';

/** One section of the Settings screen: a card named by its heading, a line saying what it sets, then its form. */
export function SettingsSection({
  headingId,
  title,
  intro,
  children,
}: {
  headingId: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-6">
      <h2 id={headingId} className="text-xl font-bold text-brand-800">
        {title}
      </h2>
      <p className="mt-1 mb-5 text-sm text-ink-muted">{intro}</p>
      {children}
    </section>
  );
}
