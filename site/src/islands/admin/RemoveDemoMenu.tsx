import { useState, type FormEvent } from 'react';
import { AdminDialog } from './AdminDialog.tsx';
import { t } from '../../i18n/t.ts';
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
        {t('admin-foods.demoHeading')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-ink-muted">{t('admin-foods.demoIntro')}</p>
      <button type="button" className={secondaryButton} onClick={() => setOpen(true)}>
        {t('admin-foods.demoRemove')}
      </button>
      {open && (
        <AdminDialog
          title={t('admin-foods.demoRemove')}
          initialFocus="button[type=submit]"
          onClose={() => setOpen(false)}
          onSubmit={(event) => void onSubmit(event)}
          busy={busy}
          submitLabel={t('admin-foods.remove')}
          busyLabel={t('admin-foods.removing')}
        >
          <p className="text-ink">{t('admin-foods.demoWarning')}</p>
        </AdminDialog>
      )}
    </section>
  );
}
