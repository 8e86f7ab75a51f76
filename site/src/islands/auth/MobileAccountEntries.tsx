import { useStore } from '@nanostores/react';
import { $session, openLoginDialog } from '../../stores/session.ts';
import { logOut } from './session-actions.ts';

interface MobileAccountEntriesProps {
  itemClass: string;
  /** Closes the phone menu and gives focus back to its button (before the dialog opens). */
  closeMenu(): void;
}

/**
 * The user menu's entries inside the phone menu: Login, or My Orders, Manage Account,
 * Logout, and Admin for admins as GET /api/auth/me says. Loaded when the phone menu first opens.
 */
export default function MobileAccountEntries({ itemClass, closeMenu }: MobileAccountEntriesProps) {
  const session = useStore($session);
  return (
    <ul aria-label="Account" className="mx-auto flex max-w-6xl flex-col border-t border-brand-100 px-4 py-2">
      {session.status === 'signedIn' ? (
        <>
          {session.user.role === 'admin' && (
            <li>
              <a href="/admin" className={itemClass}>
                Admin
              </a>
            </li>
          )}
          <li>
            <a href="/myorders" className={itemClass}>
              My Orders
            </a>
          </li>
          <li>
            <a href="/account" className={itemClass}>
              Manage Account
            </a>
          </li>
          <li>
            <button type="button" onClick={() => void logOut()} className={itemClass}>
              Logout
            </button>
          </li>
        </>
      ) : (
        <li>
          <button
            type="button"
            onClick={() => {
              closeMenu();
              openLoginDialog();
            }}
            className={itemClass}
          >
            Login
          </button>
        </li>
      )}
    </ul>
  );
}
