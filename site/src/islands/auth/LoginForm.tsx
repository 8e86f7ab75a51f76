import { useEffect, useRef, useState, type FormEvent } from 'react';
import { LoginInput, SignupInput } from '../../../../domain/auth.ts';
import type { MessageKey } from '../../i18n/t.ts';
import { errorMessage } from '../../lib/api.ts';
import type { LoginDialogMode } from '../../stores/session.ts';
import { logIn, signUp } from './session-actions.ts';
import { toast } from '../../stores/toasts.ts';
import FormField from './FormField.tsx';
import GoogleSignIn from './GoogleSignIn.tsx';
import { forgotPasswordHref } from './password-reset.ts';
import { useCheckedForm } from './use-checked-form.ts';
import { localePath, t } from '../../i18n/t.ts';

type Field = 'name' | 'email' | 'password';
const ORDER: Record<LoginDialogMode, readonly Field[]> = {
  login: ['email', 'password'],
  signup: ['name', 'email', 'password'],
};
const TEXT = {
  login: {
    heading: 'auth.logInHeading',
    submit: 'auth.logInSubmit',
    busy: 'auth.loggingIn',
    other: 'auth.noAccount',
    switchTo: 'auth.signUpHeading',
  },
  signup: {
    heading: 'auth.signUpHeading',
    submit: 'auth.signUpSubmit',
    busy: 'auth.creatingAccount',
    other: 'auth.haveAccount',
    switchTo: 'auth.logInHeading',
  },
} as const satisfies Record<LoginDialogMode, Record<string, MessageKey>>;

interface LoginFormProps {
  mode: LoginDialogMode;
  onModeChange(mode: LoginDialogMode): void;
  /** Called with the success message after a log in, sign up or Google sign-in. */
  onSuccess(message: string): void;
  headingId: string;
  headingLevel: 1 | 2;
  /** Prefix for field ids, so the dialog and the /login page never share one. */
  idPrefix: string;
}

/**
 * Log in / sign up, used by the dialog and the /login page. The shared rules in
 * domain/auth.ts give instant messages by each field; the server's own message is shown in a
 * toast when it refuses.
 */
export default function LoginForm({ mode, onModeChange, onSuccess, headingId, headingLevel, idPrefix }: LoginFormProps) {
  const id = (field: Field) => `${idPrefix}-${field}`;
  const form = useCheckedForm<Field>(mode === 'signup' ? SignupInput : LoginInput, { name: '', email: '', password: '' }, { idOf: id });
  const [busy, setBusy] = useState(false);
  // The pre-rendered form (on /login) cannot submit until the island runs: no half-way requests.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  // Also shown in the form: a modal dialog hides the toasts behind it from screen readers.
  const [serverError, setServerError] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const text = TEXT[mode];
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  const switchMode = () => {
    form.reset({ ...form.values, password: '' });
    setServerError('');
    onModeChange(mode === 'login' ? 'signup' : 'login');
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const invalid = form.check(ORDER[mode]);
    if (invalid) {
      formRef.current?.querySelector<HTMLElement>(`#${id(invalid)}`)?.focus();
      return;
    }
    setBusy(true);
    setServerError('');
    try {
      const { name, email, password } = form.values;
      // The server's English answer is not shown: the page says it in its own language.
      if (mode === 'signup') await signUp({ name: name.trim(), email: email.trim(), password });
      else await logIn({ email: email.trim(), password });
      onSuccess(t(mode === 'signup' ? 'auth.accountCreated' : 'auth.loggedIn'));
    } catch (error) {
      const message = errorMessage(error, t('auth.somethingWrong'));
      toast.error(message);
      setServerError(message);
      setBusy(false);
    }
  };

  return (
    <div>
      <Heading id={headingId} className="text-2xl font-extrabold tracking-tight text-brand-900">
        {t(text.heading)}
      </Heading>
      {/* method="post": a submit before hydration must never put the password in the address. */}
      <form ref={formRef} method="post" noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
        {mode === 'signup' && <FormField id={id('name')} label={t('auth.fullName')} autoComplete="name" {...form.bind('name')} />}
        <FormField id={id('email')} label={t('auth.email')} type="email" autoComplete="email" {...form.bind('email')} />
        <FormField
          id={id('password')}
          label={t('auth.password')}
          type="password"
          autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
          {...form.bind('password')}
        />
        {mode === 'login' && (
          <p className="text-end text-sm">
            <a
              href={localePath(forgotPasswordHref(form.values.email))}
              className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              {t('auth.forgotPassword')}
            </a>
          </p>
        )}
        <p role="alert" className="text-sm font-medium text-chili-700 empty:hidden">
          {serverError}
        </p>
        <button
          type="submit"
          disabled={!ready}
          aria-disabled={busy || undefined}
          className="flex min-h-11 w-full items-center justify-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 aria-disabled:cursor-wait aria-disabled:opacity-80"
        >
          {busy ? t(text.busy) : t(text.submit)}
        </button>
      </form>
      <GoogleSignIn nameForSignup={mode === 'signup' ? form.values.name : undefined} onSuccess={onSuccess} />
      <p className="mt-6 text-center text-sm text-ink-muted">
        {t(text.other)}{' '}
        <button
          type="button"
          onClick={switchMode}
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          {t(text.switchTo)}
        </button>
      </p>
    </div>
  );
}
