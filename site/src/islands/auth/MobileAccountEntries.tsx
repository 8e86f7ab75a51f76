import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import { $session, openLoginDialog } from '../../stores/session.ts';
import { logOut } from './session-actions.ts';
import { localePath, t } from '../../i18n/t.ts';

interface MobileAccountEntriesProps {
  itemClass: string;
}

/**
 * The user menu's entries inside the phone menu (site/src/components/layout/PhoneMenu.astro):
 * Login, or My Orders, Manage Account, Logout, and Admin for the shop's team as GET /api/auth/me says.
 * Hydrated when the phone menu first opens.
 */
export default function MobileAccountEntries({ itemClass }: MobileAccountEntriesProps) {
  // The page is served the same to everyone: hydrate as served (signed out), then follow the session.
  const session = useStore($session, { ssr: 'initial' });
  const listRef = useRef<HTMLUListElement>(null);
  return (
    <ul ref={listRef} aria-label={t('auth.account')} className="mx-auto flex max-w-6xl flex-col border-t border-brand-100 px-4 py-2">
      {session.status === 'signedIn' ? (
        <>
          {session.user.role !== 'customer' && (
            <li>
              <a href={localePath('/admin')} className={itemClass}>
                {t('auth.admin')}
              </a>
            </li>
          )}
          <li>
            <a href={localePath('/myorders')} className={itemClass}>
              {t('auth.myOrders')}
            </a>
          </li>
          <li>
            <a href={localePath('/account')} className={itemClass}>
              {t('auth.manageAccount')}
            </a>
          </li>
          <li>
            <button type="button" onClick={() => void logOut()} className={itemClass}>
              {t('auth.logout')}
            </button>
          </li>
        </>
      ) : (
        <li>
          <button
            type="button"
            onClick={() => {
              // Closing the popover gives focus back to the menu button, for the dialog to return to.
              listRef.current?.closest<HTMLElement>('[popover]')?.hidePopover();
              openLoginDialog();
            }}
            className={itemClass}
          >
            {t('auth.login')}
          </button>
        </li>
      )}
    </ul>
  );
}
