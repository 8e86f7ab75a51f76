import { useStore } from '@nanostores/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { $loginDialog, $session, openLoginDialog } from '../../stores/session.ts';
import { localePath, t } from '../../i18n/t.ts';

// Code a visitor may never need loads on first use: the dialog (form, rules, Google) when it is
// first opened, the signed-in menu when it is first opened (home page budget: ≤ 80 KB of JS).
const LoginDialog = lazy(() => import('./LoginDialog.tsx'));
const AccountMenuList = lazy(() => import('./AccountMenuList.tsx'));

/**
 * The account corner of the navigation: 'Login' opens the dialog; once signed in, a
 * menu button with the user's name and, for the shop's team (admins, staff) as GET /api/auth/me says, the Admin
 * button. It also hosts the login dialog for the whole page ($loginDialog opens it). Hidden
 * below md, where the phone menu repeats these entries.
 */
export default function UserMenu() {
  const session = useStore($session, { ssr: 'initial' });
  const dialog = useStore($loginDialog, { ssr: 'initial' });
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // While the server answers, the name stored at login (display only) stands in.
  const name = session.status === 'signedIn' ? session.user.name : session.status === 'loading' ? session.name : '';
  const signedIn = name !== '';

  return (
    <>
      <div className="account-corner">
        {session.status === 'signedIn' && session.user.role !== 'customer' && (
          <a href={localePath('/admin')} className="nav-pill nav-pill-admin">
            {t('auth.admin')}
          </a>
        )}
        <button
          ref={buttonRef}
          type="button"
          aria-haspopup={signedIn ? 'menu' : undefined}
          aria-expanded={signedIn ? open : undefined}
          onClick={() => (signedIn ? setOpen(!open) : openLoginDialog())}
          className={`nav-pill ${signedIn ? 'nav-pill-quiet' : 'nav-pill-primary'}`}
        >
          <span className="truncate">{signedIn ? name : t('auth.login')}</span>
          {signedIn && <span aria-hidden="true">▾</span>}
        </button>
        {signedIn && open && (
          <Suspense fallback={null}>
            <AccountMenuList label={name} buttonRef={buttonRef} setOpen={setOpen} />
          </Suspense>
        )}
      </div>
      {dialog.open && (
        <Suspense fallback={null}>
          <LoginDialog />
        </Suspense>
      )}
    </>
  );
}
