import { useState, type FormEvent } from 'react';
import { AdminDialog } from './AdminDialog.tsx';
import { removeDemoMenu } from './food-store.ts';

const secondaryButton =
  'inline-flex min-h-11 items-center justify-center rounded-full px-5 font-semibold text-brand-700 ring-1 ring-brand-300 hover:bg-brand-50';

/** Below Manage Foods: the owner starting their own menu removes the demo's in one step, after saying so. */
export function RemoveDemoMenu() {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const removed = await removeDemoMenu();
    setBusy(false);
    if (removed) setOpen(false);
  };

  return (
    <section aria-labelledby="demo-menu-heading" className="mt-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-6">
      <h2 id="demo-menu-heading" className="text-lg font-bold text-brand-800">
        The demo menu
      </h2>
      <p className="mt-1 mb-4 text-sm text-ink-muted">
        Starting your own menu? Remove the demo's dishes, option groups and categories in one step. Dishes and categories you added stay,
        and past orders keep their lines.
      </p>
      <button type="button" className={secondaryButton} onClick={() => setOpen(true)}>
        Remove the demo menu
      </button>
      {open && (
        <AdminDialog
          title="Remove the demo menu"
          initialFocus="button[type=submit]"
          onClose={() => setOpen(false)}
          onSubmit={(event) => void onSubmit(event)}
          busy={busy}
          submitLabel="Remove"
          busyLabel="Removing..."
        >
          <p className="text-ink">The demo's dishes leave the shop at once. This cannot be undone.</p>
        </AdminDialog>
      )}
    </section>
  );
}
