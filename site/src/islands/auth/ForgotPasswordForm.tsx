import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PasswordResetRequest } from '../../../../domain/password-reset.ts';
import { callApi, failureMessage, fieldMessages } from '../../lib/api.ts';
import { servedValue } from '../../lib/served-values.ts';
import FormField from './FormField.tsx';
import { emailFromQuery } from './password-reset.ts';
import { useCheckedForm } from './use-checked-form.ts';
import { t } from '../../i18n/t.ts';

const EMAIL_ID = 'forgot-email';

type Outcome = { kind: 'sent' | 'failed'; message: string };

/**
 * /forgot-password: asks for a reset link. The server answers the same whether or not an account
 * has the e-mail, and that answer is what the person reads; a refused address shows by its field,
 * anything else (too many requests, no network) in the alert under the button.
 */
export default function ForgotPasswordForm({ headingId }: { headingId: string }) {
  const form = useCheckedForm<'email'>(
    PasswordResetRequest,
    { email: '' },
    {
      idOf: () => EMAIL_ID,
      // What was typed before the island ran wins over ?email= (the login form passes its e-mail).
      served: () => {
        const email = servedValue(EMAIL_ID) ?? emailFromQuery(window.location.search);
        return email === undefined ? {} : { email };
      },
    },
  );
  // The served form cannot send until the island runs: no half-way requests.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const sentRef = useRef<HTMLParagraphElement>(null);
  const failedRef = useRef<HTMLParagraphElement>(null);

  // Focus goes to the answer, so a screen reader reads it and the keyboard continues from there.
  useEffect(() => {
    if (outcome) (outcome.kind === 'sent' ? sentRef : failedRef).current?.focus();
  }, [outcome]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !form.checkAndFocus(['email'])) return;
    setBusy(true);
    setOutcome(undefined);
    try {
      await callApi('POST', '/api/auth/password-reset', { json: { email: form.values.email.trim() } });
      // The server's English answer is not shown: the page says the same in its own language.
      setOutcome({ kind: 'sent', message: t('account-forms.resetRequested') });
    } catch (error) {
      const fields = fieldMessages(error);
      if (fields.email) {
        form.setServerErrors(fields);
        document.getElementById(EMAIL_ID)?.focus();
      } else {
        setOutcome({ kind: 'failed', message: failureMessage(error, t('account-forms.failedTryAgain')) });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    // method="post": a submit before hydration must never put the e-mail in the address.
    <form method="post" noValidate onSubmit={onSubmit} aria-labelledby={headingId} className="mt-6 space-y-4">
      <FormField id={EMAIL_ID} label={t('auth.email')} type="email" autoComplete="email" {...form.bind('email')} />
      <button
        type="submit"
        disabled={!ready}
        aria-disabled={busy || undefined}
        className="flex min-h-11 w-full items-center justify-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 aria-disabled:cursor-wait aria-disabled:opacity-80"
      >
        {busy ? t('account-forms.sending') : t('account-forms.sendResetLink')}
      </button>
      <p ref={sentRef} role="status" tabIndex={-1} className="text-sm font-medium text-leaf-700 empty:hidden">
        {outcome?.kind === 'sent' ? outcome.message : ''}
      </p>
      <p ref={failedRef} role="alert" tabIndex={-1} className="text-sm font-medium text-chili-700 empty:hidden">
        {outcome?.kind === 'failed' ? outcome.message : ''}
      </p>
    </form>
  );
}
