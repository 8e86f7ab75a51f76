import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { isCurrentLink, MAIN_LINKS } from '../../components/layout/nav-links.ts';

// The account entries load when the menu is first opened: a phone's first load has no room for
// them (home page budget ≤ 80 KB).
const MobileAccountEntries = lazy(() => import('../auth/MobileAccountEntries.tsx'));

const PANEL_ID = 'mobile-menu';

const itemClass =
  'block w-full rounded-lg px-3 py-3 text-left text-base font-medium text-ink hover:bg-brand-50 hover:text-brand-700 aria-[current=page]:text-brand-700';

/**
 * The menu button below md (a disclosure): it shows the four main links under the bar, then the
 * account entries of the user menu (Login, or My Orders, Manage Account, Logout; Admin for admins).
 * Escape, a click outside or widening the window to md closes it; Escape gives focus back
 * to the button so a keyboard user is never left on a hidden link.
 */
export default function MobileMenu({ pathname }: { pathname: string }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const wide = window.matchMedia('(min-width: 48rem)');
    const onWide = () => wide.matches && setOpen(false);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    wide.addEventListener('change', onWide);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      wide.removeEventListener('change', onWide);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-label={open ? 'Close menu' : 'Open menu'}
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        className="inline-flex h-11 w-11 items-center justify-center rounded-full text-ink hover:bg-brand-50 hover:text-brand-700"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      <div
        id={PANEL_ID}
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-brand-100 bg-white shadow-lg"
      >
        <ul className="mx-auto flex max-w-6xl flex-col px-4 py-2">
          {MAIN_LINKS.map((link) => (
            <li key={link.label}>
              <a
                href={link.href}
                aria-current={isCurrentLink(link, pathname) ? 'page' : undefined}
                onClick={() => setOpen(false)}
                className={itemClass}
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        {open && (
          <Suspense fallback={null}>
            <MobileAccountEntries
              itemClass={itemClass}
              closeMenu={() => {
                setOpen(false);
                buttonRef.current?.focus();
              }}
            />
          </Suspense>
        )}
      </div>
    </div>
  );
}
