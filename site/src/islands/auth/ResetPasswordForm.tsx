import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../../../domain/auth.ts';
import { callApi, failureMessage, fieldMessages } from '../../lib/api.ts';
import { refreshSession } from '../../stores/session.ts';
import FormField from './FormField.tsx';
import { LinkFormEnd, useFocusOnOutcome, useMailedLinkToken } from './mailed-link.tsx';
import { ChooseNewPassword, FORGOT_PASSWORD_PATH, isResetLinkRefused } from './password-reset.ts';
import { useCheckedForm } from './use-checked-form.ts';
import { localePath, t, tParts } from '../../i18n/t.ts';

type Field = 'password' | 'confirmPassword';
const ORDER: readonly Field[] = ['password', 'confirmPassword'];
const id = (field: Field) => `reset-${field}`;
const RULE_ID = 'reset-password-rule';

type Outcome = { kind: 'changed' | 'refused' | 'failed'; message: string };

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900';

/**
 * /reset-password?token=…: the new password, typed twice, for the account whose mail held the
 * link. The served page cannot know the token, so the form is drawn first (a person may type
 * before the island runs) and replaced once the address turns out to have none.
 */
export default function ResetPasswordForm({ headingId }: { headingId: string }) {
  const token = useMailedLinkToken();
  const form = useCheckedForm<Field>(ChooseNewPassword, { password: '', confirmPassword: '' }, { idOf: id });
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const resultRef = useFocusOnOutcome(outcome);

  if (token === null) {
    return (
      <p className="mt-4 text-ink">
        {tParts('account-forms.linkIncompleteReset', {}, (_, children) => (
          <a key="link" href={localePath(FORGOT_PASSWORD_PATH)} className={linkClass}>
            {children}
          </a>
        ))}
      </p>
    );
  }
  if (outcome?.kind === 'changed') {
    return (
      <div ref={resultRef} role="status" tabIndex={-1} className="mt-4">
        <p className="font-medium text-leaf-700">{outcome.message}</p>
        <a
          href={localePath('/login')}
          className="mt-6 inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
        >
          {t('account-forms.signIn')}
        </a>
      </div>
    );
  }
  if (outcome?.kind === 'refused') {
    return (
      <div ref={resultRef} role="alert" tabIndex={-1} className="mt-4">
        <p className="font-medium text-chili-700">{outcome.message}</p>
        <a href={localePath(FORGOT_PASSWORD_PATH)} className={`${linkClass} mt-4 inline-block`}>
          {t('account-forms.askNewLink')}
        </a>
      </div>
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !token || !form.checkAndFocus(ORDER)) return;
    setBusy(true);
    setOutcome(undefined);
    try {
      await callApi('POST', '/api/auth/password-reset/confirm', { json: { token, password: form.values.password } });
      form.reset({ password: '', confirmPassword: '' });
      // The server's English answer is not shown: the page says the same in its own language.
      setOutcome({ kind: 'changed', message: t('account-forms.passwordChanged') });
      // Every session of the account has ended: a header still showing this browser signed in must learn it.
      void refreshSession();
    } catch (error) {
      const fields = fieldMessages(error);
      if (isResetLinkRefused(error)) {
        setOutcome({ kind: 'refused', message: failureMessage(error, t('account-forms.resetLinkInvalid')) });
      } else if (fields.password) {
        form.setServerErrors(fields);
        document.getElementById(id('password'))?.focus();
      } else {
        setOutcome({ kind: 'failed', message: failureMessage(error, t('account-forms.failedTryAgain')) });
      }
    } finally {
      setBusy(false);
    }
  };

  const passwordError = form.errorOf('password');
  return (
    <>
      <p id={RULE_ID} className="mt-3 text-ink-muted">
        {t('account-forms.newPasswordRule', { min: PASSWORD_MIN_LENGTH })}
      </p>
      {/* method="post": a submit before hydration must never put the password in the address. */}
      <form method="post" noValidate onSubmit={onSubmit} aria-labelledby={headingId} className="mt-6 space-y-4">
        <FormField
          id={id('password')}
          label={t('account-forms.newPassword')}
          type="password"
          autoComplete="new-password"
          {...form.bind('password')}
          aria-describedby={passwordError ? `${RULE_ID} ${id('password')}-error` : RULE_ID}
        />
        <FormField
          id={id('confirmPassword')}
          label={t('account-forms.confirmNewPassword')}
          type="password"
          autoComplete="new-password"
          {...form.bind('confirmPassword')}
        />
        <LinkFormEnd
          token={token}
          busy={busy}
          label={t('account-forms.setNewPassword')}
          busyLabel={t('account-forms.saving')}
          failure={outcome?.kind === 'failed' ? outcome.message : ''}
          failureRef={resultRef}
        />
      </form>
    </>
  );
}
