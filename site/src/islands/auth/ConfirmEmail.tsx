import { useState, type FormEvent } from 'react';
import { EMAIL_CHANGE_MESSAGES } from '../../../../domain/account-email.ts';
import { ApiError, callApi, failureMessage, refusalCode } from '../../lib/api.ts';
import { refreshSession } from '../../stores/session.ts';
import { LinkFormEnd, useFocusOnOutcome, useMailedLinkToken } from './mailed-link.tsx';

const FAILED = 'Something went wrong. Please try again.';
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
        This link is incomplete: part of it is missing. Open the whole link from the mail, or change your e-mail again from{' '}
        <a href={ACCOUNT_PATH} className={linkClass}>
          your account
        </a>
        .
      </p>
    );
  }
  if (outcome?.kind === 'changed' || outcome?.kind === 'refused') {
    const changed = outcome.kind === 'changed';
    return (
      <div ref={resultRef} role={changed ? 'status' : 'alert'} tabIndex={-1} className="mt-4">
        <p className={`font-medium ${changed ? 'text-leaf-700' : 'text-chili-700'}`}>{outcome.message}</p>
        {outcome.email ? <p className="mt-2 text-ink">Your e-mail: {outcome.email}</p> : null}
        <a href={ACCOUNT_PATH} className={`${linkClass} mt-4 inline-block`}>
          Go to your account
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
      setOutcome({ kind: 'changed', message: answer.message || EMAIL_CHANGE_MESSAGES.confirmed, email: answer.data.email });
      // A header showing this browser signed in to the account must show the new e-mail.
      void refreshSession();
    } catch (error) {
      setOutcome(
        isLinkRefused(error)
          ? { kind: 'refused', message: failureMessage(error, EMAIL_CHANGE_MESSAGES.linkInvalid) }
          : { kind: 'failed', message: failureMessage(error, FAILED) },
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p className="mt-3 text-ink-muted">Press the button to use the address this link was mailed to as your account&apos;s e-mail.</p>
      {/* method="post": a press before the page is ready must never put the token anywhere else. */}
      <form method="post" noValidate onSubmit={onSubmit} aria-labelledby={headingId} className="mt-6 space-y-4">
        <LinkFormEnd
          token={token}
          busy={busy}
          label="Use this e-mail"
          busyLabel="Confirming..."
          failure={outcome?.kind === 'failed' ? outcome.message : ''}
          failureRef={resultRef}
        />
      </form>
    </>
  );
}
