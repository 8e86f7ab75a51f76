import { useEffect, useRef, useState, type RefObject } from 'react';
import { resetTokenFrom } from './password-reset.ts';
import { tText } from '../../i18n/t.ts';

/**
 * What the pages opened from a mailed link (…?token=…: a new password, a new e-mail) share:
 * reading the link's secret, and the end of their form.
 */

/**
 * The link's secret: undefined until the island has read the address, null when it has none.
 * Once read it is kept in memory only: out of the address bar, the history and any script that
 * reads the address.
 */
export function useMailedLinkToken(): string | null | undefined {
  const [token, setToken] = useState<string | null>();
  useEffect(() => {
    const found = resetTokenFrom(window.location.search);
    setToken(found);
    if (found) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);
  return token;
}

/** A ref that takes focus whenever `outcome` changes to something, so a screen reader reads the answer and the keyboard goes on from there. */
export function useFocusOnOutcome<Outcome>(outcome: Outcome | undefined): RefObject<HTMLDivElement | null> {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) ref.current?.focus();
  }, [outcome]);
  return ref;
}

/** The form's button (pressable once the token is read) and, under it, why the last try failed. */
export function LinkFormEnd({
  token,
  busy,
  label,
  busyLabel,
  failure,
  failureRef,
}: {
  token: string | null | undefined;
  busy: boolean;
  label: string;
  busyLabel: string;
  failure: string;
  failureRef: RefObject<HTMLDivElement | null>;
}) {
  return (
    <>
      <button
        type="submit"
        disabled={token === undefined}
        aria-disabled={busy || undefined}
        className="flex min-h-11 w-full items-center justify-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 aria-disabled:cursor-wait aria-disabled:opacity-80"
      >
        {busy ? busyLabel : label}
      </button>
      <div ref={failureRef} role="alert" tabIndex={-1} className="text-sm font-medium text-chili-700 empty:hidden">
        {failure && tText(failure)}
      </div>
    </>
  );
}
