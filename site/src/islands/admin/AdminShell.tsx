import { type ReactElement, useState } from 'react';
import type { PublicUser } from '../../../../domain/account.ts';
import { ADMIN_SIDEBAR_BREAKPOINT_PX } from '../../../../domain/constants.ts';
import { localePath, t } from '../../i18n/t.ts';
import { logOutOfAdmin } from './admin-session.ts';
import { pagesFor, type AdminPage } from './admin-pages.ts';
import { OrderDesk } from './desk/OrderDesk.tsx';
import { NewOrder } from './new-order/NewOrder.tsx';
import { Picking } from './picking/Picking.tsx';
import { Tabs } from './tabs/Tabs.tsx';
import { Team } from './team/Team.tsx';
import { Reviews } from './reviews/Reviews.tsx';
import { Mail } from './mail/Mail.tsx';
import { Pages } from './pages/Pages.tsx';
import { Locations } from './locations/Locations.tsx';
import { Tables } from './tables/Tables.tsx';
import { AdminSidebar } from './AdminSidebar.tsx';
import { Analytics } from './Analytics.tsx';
import { Dashboard } from './Dashboard.tsx';
import { ManageFoods } from './ManageFoods.tsx';
import { ManageCategories } from './ManageCategories.tsx';
import { ManageOrders } from './ManageOrders.tsx';
import { Reports } from './Reports.tsx';
import { Settings } from './Settings.tsx';
import { Storefront } from './storefront/Storefront.tsx';

const SIDEBAR_ID = 'admin-sidebar';

/** Each screen of the panel (admin-pages.ts names them). */
const SCREENS: Record<AdminPage, () => ReactElement> = {
  dashboard: Dashboard,
  desk: OrderDesk,
  'new-order': NewOrder,
  pick: Picking,
  tabs: Tabs,
  foods: ManageFoods,
  categories: ManageCategories,
  orders: ManageOrders,
  analytics: Analytics,
  reports: Reports,
  reviews: Reviews,
  team: Team,
  mail: Mail,
  pages: Pages,
  storefront: Storefront,
  locations: Locations,
  tables: Tables,
  settings: Settings,
};

function startsOpen(): boolean {
  return window.matchMedia(`(min-width: ${ADMIN_SIDEBAR_BREAKPOINT_PX}px)`).matches;
}

/** The panel's frame: a top bar with the sidebar toggle, the sidebar, and the current screen. */
export function AdminShell({ page, user }: { page: AdminPage; user: PublicUser }) {
  const Screen = SCREENS[page];
  const [open, setOpen] = useState(startsOpen);
  const [loggingOut, setLoggingOut] = useState(false);

  const logout = async () => {
    setLoggingOut(true);
    if (!(await logOutOfAdmin())) setLoggingOut(false);
  };

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#admin-main"
        className="sr-only z-[60] rounded-lg bg-brand-700 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:start-3 focus:px-4 focus:py-3"
      >
        {t('admin.skipToMain')}
      </a>
      <header className="sticky top-0 z-40 flex print:hidden min-h-16 items-center gap-3 border-b border-brand-100 bg-white px-3 sm:px-4">
        <button
          type="button"
          aria-label={t('admin.menuToggle')}
          aria-expanded={open}
          aria-controls={SIDEBAR_ID}
          onClick={() => setOpen((value) => !value)}
          className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-ink hover:bg-brand-50"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-6 w-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
          >
            <path d="M4 6h16M4 12h16M4 18h16" />
          </svg>
        </button>
        <a href={localePath('/admin')} className="text-lg font-extrabold tracking-tight text-brand-800">
          {t('admin.brand')}
        </a>
        <span className="ms-auto hidden truncate text-sm text-ink-muted sm:block">{t('admin.signedInAs', { name: user.name })}</span>
        <a href={localePath('/')} className="ms-auto rounded-full px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 sm:ms-0">
          {t('admin.viewShop')}
        </a>
      </header>
      <div className="flex flex-1 flex-col md:flex-row">
        <div id={SIDEBAR_ID} hidden={!open} className={open ? 'flex print:hidden' : undefined}>
          <AdminSidebar page={page} pages={pagesFor(user.role)} onLogout={() => void logout()} loggingOut={loggingOut} />
        </div>
        <main id="admin-main" tabIndex={-1} className="min-w-0 flex-1 p-4 focus:outline-none sm:p-6 lg:p-8">
          <Screen />
        </main>
      </div>
    </div>
  );
}
