import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $session, type LoginDialogMode } from '../../stores/session.ts';
import LoginForm from './LoginForm.tsx';
import { safeNextPath } from './safe-next.ts';
import { setFlash } from './session-actions.ts';
import { localePath, t } from '../../i18n/t.ts';

function nextPath(): string {
  const next = safeNextPath(new URLSearchParams(window.location.search).get('next'), window.location.origin);
  // Without a page to go back to, the home page in the page's language.
  return next === '/' ? localePath('/') : next;
}

/** /login: the dialog's form on its own page; afterwards it goes to ?next= (this site only) or '/'. */
export default function LoginPage() {
  const session = useStore($session, { ssr: 'initial' });
  const [mode, setMode] = useState<LoginDialogMode>('login');

  if (session.status === 'signedIn') {
    return (
      <div className="text-center">
        <h1 className="text-2xl font-extrabold tracking-tight text-brand-900">{t('auth.loggedInTitle')}</h1>
        <p className="mt-3 text-ink-muted">{t('auth.signedInAs', { name: session.user.name })}</p>
        <a
          href={nextPath()}
          className="mt-6 inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
        >
          {t('auth.continue')}
        </a>
      </div>
    );
  }
  return (
    <LoginForm
      mode={mode}
      onModeChange={setMode}
      onSuccess={(message) => {
        setFlash(message);
        window.location.assign(nextPath());
      }}
      headingId="login-heading"
      headingLevel={1}
      idPrefix="login-page"
    />
  );
}
