import { useState, type FormEvent } from 'react';
import { ApiError, callApi, failureMessage, refusalCode } from '../../lib/api.ts';
import { refreshSession } from '../../stores/session.ts';
import { LinkFormEnd, useFocusOnOutcome, useMailedLinkToken } from './mailed-link.tsx';
import { localePath, t, tParts } from '../../i18n/t.ts';

const ACCOUNT_PATH = '/account';

type Outcome = { kind: 'changed' | 'refused' | 'failed'; message: string; email?: string };

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900';

/** Whether the server refused the link itself (used, replaced, too old, unknown), not the request. */
function isLinkRefused(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400 && refusalCode(error) === 'email_link_invalid';
}

/**
 * /account/confirm-email?token=…: the link mailed to a new address. It changes the e-mail only
 * when the person presses the button, so a mail scanner that merely opens links cannot spend it.
 * No sign-in needed: the link may be opened on another device.
 */
export default function ConfirmEmail({ headingId }: { headingId: string }) {
  const token = useMailedLinkToken();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const resultRef = useFocusOnOutcome(outcome);

  if (token === null) {
    return (
      <p className="mt-4 text-ink">
        {tParts('account-forms.linkIncompleteEmail', {}, (_, children) => (
          <a key="link" href={localePath(ACCOUNT_PATH)} className={linkClass}>
            {children}
          </a>
        ))}
      </p>
    );
  }
  if (outcome?.kind === 'changed' || outcome?.kind === 'refused') {
    const changed = outcome.kind === 'changed';
    return (
      <div ref={resultRef} role={changed ? 'status' : 'alert'} tabIndex={-1} className="mt-4">
        <p className={`font-medium ${changed ? 'text-leaf-700' : 'text-chili-700'}`}>{outcome.message}</p>
        {outcome.email ? <p className="mt-2 text-ink">{t('account-forms.yourEmail', { email: outcome.email })}</p> : null}
        <a href={localePath(ACCOUNT_PATH)} className={`${linkClass} mt-4 inline-block`}>
          {t('account-forms.goToAccount')}
        </a>
      </div>
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !token) return;
    setBusy(true);
    setOutcome(undefined);
    try {
      const answer = await callApi('POST', '/api/account/email/confirm', { json: { token } });
      // The server's English answer is not shown: the page says the same in its own language.
      setOutcome({ kind: 'changed', message: t('account-forms.emailConfirmed'), email: answer.data.email });
      // A header showing this browser signed in to the account must show the new e-mail.
      void refreshSession();
    } catch (error) {
      setOutcome(
        isLinkRefused(error)
          ? { kind: 'refused', message: failureMessage(error, t('account-forms.emailLinkInvalid')) }
          : { kind: 'failed', message: failureMessage(error, t('account-forms.failedTryAgain')) },
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p className="mt-3 text-ink-muted">{t('account-forms.confirmEmailHint')}</p>
      {/* method="post": a press before the page is ready must never put the token anywhere else. */}
      <form method="post" noValidate onSubmit={onSubmit} aria-labelledby={headingId} className="mt-6 space-y-4">
        <LinkFormEnd
          token={token}
          busy={busy}
          label={t('account-forms.useThisEmail')}
          busyLabel={t('account-forms.confirming')}
          failure={outcome?.kind === 'failed' ? outcome.message : ''}
          failureRef={resultRef}
        />
      </form>
    </>
  );
}
