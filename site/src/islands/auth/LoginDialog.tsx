import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { $loginDialog, closeLoginDialog, openLoginDialog } from '../../stores/session.ts';
import { toast } from '../../stores/toasts.ts';
import LoginForm from './LoginForm.tsx';
import { CloseButton } from '../ui/CloseButton.tsx';

const HEADING_ID = 'login-dialog-heading';

/**
 * The login / sign-up dialog, a native modal <dialog>: the browser keeps focus inside
 * and Escape closes it. Its host (the user menu) mounts it while $loginDialog is open and loads its
 * code on first use; when it goes, focus goes back to whatever opened it. Signing in may take
 * the opener away (checkout's Login becomes the customer's details): focus then goes where the page
 * marks with `data-focus-after-sign-in`, else to the main content, never to the top of the page.
 */
export default function LoginDialog() {
  const { mode } = useStore($loginDialog);
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog?.showModal();
    dialog?.querySelector<HTMLElement>('input')?.focus();
    return () => {
      // After the page has drawn what the sign-in changed.
      setTimeout(() => {
        if (opener?.isConnected) opener.focus();
        else (document.querySelector<HTMLElement>('[data-focus-after-sign-in]') ?? document.getElementById('main'))?.focus();
      });
    };
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes it; the keyboard's way is Escape, which the dialog has natively
    <dialog
      ref={dialogRef}
      aria-labelledby={HEADING_ID}
      onClose={closeLoginDialog}
      onClick={(event) => event.target === event.currentTarget && closeLoginDialog()}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-black/50"
    >
      <div className="relative p-6 sm:p-8">
        <CloseButton onClick={closeLoginDialog} />
        <LoginForm
          mode={mode}
          onModeChange={openLoginDialog}
          onSuccess={(message) => {
            toast.success(message);
            closeLoginDialog();
          }}
          headingId={HEADING_ID}
          headingLevel={2}
          idPrefix="login-dialog"
        />
      </div>
    </dialog>
  );
}
