import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import { localePath, t } from '../../i18n/t.ts';
import { $adminAccess, checkAdminAccess } from './admin-session.ts';
import { Spinner } from '../menu/Spinner.tsx';
import { AdminShell } from './AdminShell.tsx';
import { ADMIN_PAGES, pagesFor, type AdminPage } from './admin-pages.ts';

const button =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700';

/** A screen shown instead of the panel: one card in the middle of the page. */
function Notice({ children }: { children: ReactNode }) {
  return (
    <main id="admin-main" className="flex min-h-screen items-center justify-center px-4 py-12">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-brand-100">{children}</div>
    </main>
  );
}

/**
 * The admin panel (client-only). It asks the server who is signed in and
 * shows the panel to admins only; anyone else gets a notice, and no admin data is requested.
 */
export default function AdminApp({ page }: { page: AdminPage }) {
  const access = useStore($adminAccess);

  useEffect(() => {
    void checkAdminAccess();
  }, []);

  switch (access.status) {
    case 'checking':
      return (
        <Notice>
          <Spinner />
        </Notice>
      );
    case 'signedOut': {
      const next = `${window.location.pathname}${window.location.search}`;
      return (
        <Notice>
          <h1 className="text-2xl font-extrabold tracking-tight text-brand-900">{t('admin.pleaseLogIn')}</h1>
          <p className="mt-3 text-ink-muted">{t('admin.panelForAdmins')}</p>
          <a href={`${localePath('/login')}?next=${encodeURIComponent(next)}`} className={`${button} mt-6`}>
            {t('admin.logIn')}
          </a>
        </Notice>
      );
    }
    case 'forbidden':
      return (
        <Notice>
          <h1 className="text-xl font-bold text-brand-900">{t('admin.forbidden')}</h1>
        </Notice>
      );
    case 'error':
      return (
        <Notice>
          <h1 className="text-xl font-bold text-brand-900">{t('admin.couldNotLoad')}</h1>
          <p role="alert" className="mt-3 text-chili-700">
            {t('admin.error', { message: access.message })}
          </p>
          <button type="button" onClick={() => void checkAdminAccess()} className={`${button} mt-6`}>
            {t('admin.tryAgain')}
          </button>
        </Notice>
      );
    case 'admin': {
      const allowed = pagesFor(access.user.role);
      // Staff open the panel on their desk.
      if (page === 'dashboard' && !allowed.includes(page)) return <AdminShell page="desk" user={access.user} />;
      if (!allowed.includes(page)) {
        return (
          <Notice>
            <h1 className="text-xl font-bold text-brand-900">{t('admin.adminOnlyScreen')}</h1>
            <a href={localePath(ADMIN_PAGES.desk.href)} className={`${button} mt-6`}>
              {t('admin.openDesk')}
            </a>
          </Notice>
        );
      }
      return <AdminShell page={page} user={access.user} />;
    }
  }
}
