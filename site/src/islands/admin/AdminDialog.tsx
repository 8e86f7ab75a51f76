import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { keepTabInside } from './focus-trap.ts';
import { t } from '../../i18n/t.ts';
import { CloseButton } from '../ui/CloseButton.tsx';

type AdminDialogProps = {
  title: string;
  /** A line under the title, e.g. which order the dialog is about. */
  subtitle?: string;
  /** A CSS selector for the control that takes focus when the dialog opens. */
  initialFocus: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** While true the submit button is disabled and shows busyLabel. */
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  /**
   * The narrow layout for a single control: smaller title, no corner Close button (Cancel and
   * Escape are enough there, and a second 'Close' would change what the dialog's buttons are).
   */
  compact?: boolean;
  /** The wide layout for a long form with rows of fields side by side (a location with its hours). */
  wide?: boolean;
  children: ReactNode;
  /** What the dialog shows under its form and buttons, such as a record's history. */
  after?: ReactNode;
};

const cancelButton = 'inline-flex min-h-11 items-center rounded-full px-5 font-semibold text-ink ring-1 ring-stone-300 hover:bg-stone-100';
const submitButton =
  'inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 disabled:opacity-60';

/**
 * An admin form in a native modal <dialog>: the page behind is inert, Tab cycles inside, and
 * Escape fires 'close', which reaches onClose like Cancel does. Mount it only while open: the
 * effect opens it and, on unmount, gives focus back to whatever opened it.
 */
export function AdminDialog({
  title,
  subtitle,
  initialFocus,
  onClose,
  onSubmit,
  busy,
  submitLabel,
  busyLabel,
  compact = false,
  wide = false,
  children,
  after,
}: AdminDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  // Each mounting is one opening: the field focused first is the one asked for then, never set again.
  const [focusAtOpening] = useState(initialFocus);

  useEffect(() => {
    const dialog = dialogRef.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog?.showModal();
    dialog?.querySelector<HTMLElement>(focusAtOpening)?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [focusAtOpening]);

  const heading = (
    <h2 id={headingId} className={`${compact ? 'text-xl' : 'text-2xl'} font-extrabold tracking-tight text-brand-900`}>
      {title}
    </h2>
  );

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={headingId}
      onClose={onClose}
      onKeyDown={keepTabInside}
      className={`m-auto ${compact ? 'w-[min(26rem,calc(100vw-2rem))]' : wide ? 'w-[min(52rem,calc(100vw-2rem))]' : 'w-[min(32rem,calc(100vw-2rem))]'} rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-black/50`}
    >
      <form noValidate onSubmit={onSubmit} className={compact ? 'flex flex-col gap-4 p-6' : 'relative flex flex-col gap-3 p-6 sm:p-7'}>
        {!compact && <CloseButton onClick={onClose} />}
        {subtitle ? (
          <div>
            {heading}
            <p className="mt-1 text-sm text-ink-muted">{subtitle}</p>
          </div>
        ) : (
          heading
        )}
        {children}
        <div className={`${compact ? '' : 'mt-2 '}flex justify-end gap-3`}>
          <button type="button" onClick={onClose} className={cancelButton}>
            {t('admin.cancel')}
          </button>
          <button type="submit" disabled={busy} className={submitButton}>
            {busy ? busyLabel : submitLabel}
          </button>
        </div>
      </form>
      {after}
    </dialog>
  );
}
