import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { AccountUpdateInput } from '../../../../domain/auth.ts';
import { EMAIL_CHANGE_HOURS } from '../../../../domain/account-email.ts';
import { errorMessage, fieldMessages } from '../../lib/api.ts';
import { $session, openLoginDialog } from '../../stores/session.ts';
import { toast } from '../../stores/toasts.ts';
import { Spinner } from '../menu/Spinner.tsx';
import FormField from './FormField.tsx';
import { logOut, setFlash, updateAccount } from './session-actions.ts';
import { useCheckedForm } from './use-checked-form.ts';
import { SubstitutionPreference } from './SubstitutionPreference.tsx';
import { localePath, t } from '../../i18n/t.ts';

type Field = 'displayName' | 'email' | 'currentPassword' | 'newPassword' | 'confirmPassword';
/** The order of checks: the current password first, then the new passwords. */
const CHECK_ORDER: readonly Field[] = ['currentPassword', 'displayName', 'email', 'newPassword', 'confirmPassword'];
const EMPTY: Record<Field, string> = { displayName: '', email: '', currentPassword: '', newPassword: '', confirmPassword: '' };

const primaryButton =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700';

/**
 * Account Settings: display name and e-mail prefilled from the session; every change
 * needs the current password; a new password must be typed twice. Success goes home with
 * 'Profile updated successfully!', except when another e-mail was asked for: then the page stays,
 * saying a link went to it, and the field shows the e-mail still in use until the link is opened.
 */
export default function AccountSettings() {
  const session = useStore($session, { ssr: 'initial' });
  const form = useCheckedForm<Field>(AccountUpdateInput, EMPTY);
  const [busy, setBusy] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const [linkSent, setLinkSent] = useState<string>();
  const formRef = useRef<HTMLFormElement>(null);
  const linkSentRef = useRef<HTMLParagraphElement>(null);
  const user = session.status === 'signedIn' ? session.user : null;

  // Prefill once per signed-in user; later session updates must not wipe what is being typed.
  const userId = user?.userId;
  const { reset } = form;
  useEffect(() => {
    const current = $session.get();
    if (userId && current.status === 'signedIn') reset({ ...EMPTY, displayName: current.user.name, email: current.user.email });
  }, [userId, reset]);

  // Focus goes to the news, so a screen reader reads it and the keyboard continues from there.
  useEffect(() => {
    if (linkSent) linkSentRef.current?.focus();
  }, [linkSent]);

  if (session.status === 'unknown' || session.status === 'loading') return <Spinner />;

  if (!user) {
    return (
      <div className="py-6 text-center">
        <p className="text-lg font-semibold text-ink">{t('account-forms.logInToManage')}</p>
        <button type="button" onClick={() => openLoginDialog()} className={`${primaryButton} mt-6`}>
          {t('auth.login')}
        </button>
      </div>
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const invalid = form.check(CHECK_ORDER);
    if (invalid) {
      formRef.current?.querySelector<HTMLElement>(`#account-${invalid}`)?.focus();
      return;
    }
    const { displayName, email, currentPassword, newPassword, confirmPassword } = form.values;
    const changes: AccountUpdateInput = { currentPassword };
    // Name and e-mail are sent only when they differ from the current ones.
    if (displayName.trim() && displayName.trim() !== user.name) changes.displayName = displayName.trim();
    if (email.trim() && email.trim().toLowerCase() !== user.email.toLowerCase()) changes.email = email.trim();
    if (newPassword) Object.assign(changes, { newPassword, confirmPassword });
    setBusy(true);
    setLinkSent(undefined);
    try {
      // The server's English answer is not shown: the page says the same in its own language.
      const { pendingEmail } = await updateAccount(changes);
      if (pendingEmail !== undefined) {
        form.setValues((values) => ({ ...values, email: user.email, currentPassword: '', newPassword: '', confirmPassword: '' }));
        setLinkSent(t('account-forms.emailChangeSent', { email: pendingEmail, hours: EMAIL_CHANGE_HOURS }));
        setBusy(false);
        return;
      }
      form.setValues((values) => ({ ...values, currentPassword: '', newPassword: '', confirmPassword: '' }));
      setFlash(t('account-forms.profileUpdated'));
      window.location.assign(localePath('/'));
    } catch (error) {
      toast.error(errorMessage(error, t('auth.somethingWrong')));
      // A refusal naming fields (a wrong current password, an e-mail taken) is said at each of them.
      form.setServerErrors(fieldMessages(error));
      setBusy(false);
    }
  };

  const signOut = async () => {
    if (signingOut) return;
    setSigningOut(true);
    if (!(await logOut({ message: t('account-forms.signedOut'), goTo: localePath('/') }))) setSigningOut(false);
  };

  return (
    <>
      <form ref={formRef} method="post" noValidate onSubmit={onSubmit} aria-labelledby="account-heading" className="space-y-4">
        {linkSent ? (
          <p
            ref={linkSentRef}
            role="status"
            tabIndex={-1}
            className="rounded-lg bg-green-50 p-3 font-medium text-leaf-700 ring-1 ring-green-200"
          >
            {linkSent}
          </p>
        ) : null}
        <FormField id="account-displayName" label={t('account-forms.displayName')} autoComplete="name" {...form.bind('displayName')} />
        <FormField id="account-email" label={t('auth.email')} type="email" autoComplete="email" {...form.bind('email')} />
        <FormField
          id="account-currentPassword"
          label={t('account-forms.currentPassword')}
          type="password"
          autoComplete="current-password"
          {...form.bind('currentPassword')}
        />
        <FormField
          id="account-newPassword"
          label={t('account-forms.newPassword')}
          type="password"
          autoComplete="new-password"
          {...form.bind('newPassword')}
        />
        <FormField
          id="account-confirmPassword"
          label={t('account-forms.confirmPassword')}
          type="password"
          autoComplete="new-password"
          {...form.bind('confirmPassword')}
          // In order: while the current password is missing, that is the one thing to fix.
          error={form.errorOf('currentPassword') ? undefined : form.errorOf('confirmPassword')}
        />
        <div className="flex flex-col gap-3 pt-2 sm:flex-row">
          <button
            type="submit"
            aria-disabled={busy || undefined}
            className={`${primaryButton} flex-1 aria-disabled:cursor-wait aria-disabled:opacity-80`}
          >
            {busy ? t('account-forms.updating') : t('account-forms.updateProfile')}
          </button>
          <button
            type="button"
            onClick={() => void signOut()}
            aria-disabled={signingOut || undefined}
            className="inline-flex min-h-11 flex-1 items-center justify-center rounded-full px-6 font-semibold text-chili-700 ring-1 ring-chili-700 hover:bg-red-50 aria-disabled:opacity-80"
          >
            {t('account-forms.signOut')}
          </button>
        </div>
      </form>
      <SubstitutionPreference user={user} />
    </>
  );
}
