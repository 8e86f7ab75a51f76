import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { logOut } from './session-actions.ts';
import { localePath, t } from '../../i18n/t.ts';

export const ACCOUNT_MENU_ID = 'user-menu';
const itemClass = 'block w-full px-4 py-2.5 text-start text-sm font-medium text-ink hover:bg-brand-50 focus:bg-brand-50';

interface AccountMenuListProps {
  label: string;
  /** The menu button: Escape gives focus back to it, and clicks on it are not "outside". */
  buttonRef: RefObject<HTMLButtonElement | null>;
  /** The button's state setter (stable across renders): the list only ever closes itself. */
  setOpen(open: boolean): void;
}

/**
 * The signed-in user's menu: My Orders, Manage Account, Logout. ARIA menu keys: arrows,
 * Home and End move; Escape closes and returns to the button; Tab or a click outside closes.
 * Loaded only when a signed-in user opens it.
 */
export default function AccountMenuList({ label, buttonRef, setOpen }: AccountMenuListProps) {
  const onClose = () => setOpen(false);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    listRef.current?.querySelector<HTMLElement>('[role=menuitem]')?.focus();
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!listRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
    // Runs once per opening: setOpen and the button's ref never change.
  }, [buttonRef, setOpen]);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role=menuitem]')];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const move: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 };
    if (event.key in move) {
      event.preventDefault();
      items[(move[event.key]! + items.length) % items.length]?.focus();
    } else if (event.key === 'Escape') {
      onClose();
      buttonRef.current?.focus();
    } else if (event.key === 'Tab') {
      onClose();
    }
  };

  return (
    <ul
      ref={listRef}
      id={ACCOUNT_MENU_ID}
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA menu pattern on a list (arrow keys move between its menuitems); <menu> has no menu role
      role="menu"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="absolute top-full end-0 mt-2 w-52 overflow-hidden rounded-xl bg-white py-1 shadow-lg ring-1 ring-black/10"
    >
      <li role="none">
        <a role="menuitem" tabIndex={-1} href={localePath('/myorders')} className={itemClass}>
          {t('auth.myOrders')}
        </a>
      </li>
      <li role="none">
        <a role="menuitem" tabIndex={-1} href={localePath('/account')} className={itemClass}>
          {t('auth.manageAccount')}
        </a>
      </li>
      <li role="none">
        <button role="menuitem" tabIndex={-1} type="button" onClick={() => void logOut()} className={itemClass}>
          {t('auth.logout')}
        </button>
      </li>
    </ul>
  );
}
