import type { ReactNode } from 'react';
import { localePath, t } from '../../i18n/t.ts';
import { ADMIN_PAGES, screenTitle, type AdminPage } from './admin-pages.ts';

const ICONS: Record<AdminPage, ReactNode> = {
  dashboard: <path d="M4 13h6V4H4zM14 20h6v-9h-6zM14 4v4h6V4zM4 20h6v-4H4z" />,
  foods: <path d="M4 11h16a8 8 0 0 1-16 0ZM3 11h18M9 7c0-2 2-2 2-4M14 7c0-2 2-2 2-4" />,
  categories: <path d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" />,
  desk: <path d="M5 17h14l-1.5-2V11a5.5 5.5 0 0 0-11 0v4zM10 20a2 2 0 0 0 4 0M12 3v2" />,
  // A receipt with a plus: an order taken by hand.
  'new-order': <path d="M6 3h12v18l-3-2-3 2-3-2-3 2zM12 8v6M9 11h6" />,
  // A basket with a tick: what is being picked.
  pick: <path d="M3 9h18l-2 11H5zM8 9l4-6 4 6M9 14l2 2 4-4" />,
  tabs: <path d="M5 3h14v18l-3-2-2 2-2-2-2 2-2-2-3 2zM8 8h8M8 12h8M13 16h3" />,
  orders: <path d="M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3" />,
  analytics: <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />,
  reports: <path d="M6 2h9l5 5v15H6zM14 2v6h6M9 13h8M9 17h8M9 9h3" />,
  reviews: <path d="m12 3 2.7 5.5 6 .9-4.4 4.2 1 6L12 16.8l-5.4 2.8 1-6-4.3-4.2 6-.9z" />,
  team: (
    <path d="M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM2 21v-1a6 6 0 0 1 6-6h2a6 6 0 0 1 6 6v1M16 3.1a4 4 0 0 1 0 7.8M19 14.3a6 6 0 0 1 3 5.2V21" />
  ),
  mail: <path d="M3 5h18v14H3zM3 6l9 7 9-7" />,
  storefront: <path d="M3 9l1.5-5h15L21 9M3 9v11h18V9M3 9h18M9 20v-6h6v6" />,
  pages: <path d="M6 2h12v20H6zM9 7h6M9 11h6M9 15h4" />,
  locations: <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21ZM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z" />,
  // A table seen from the side, its top and two legs.
  tables: <path d="M3 8h18M5 8l1-3h12l1 3M6 8v12M18 8v12M6 13h12" />,
  settings: (
    <path d="M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM19 12a7 7 0 0 0-.1-1.2l2-1.6-2-3.4-2.4 1a7 7 0 0 0-2-1.2L14 3h-4l-.5 2.6a7 7 0 0 0-2 1.2l-2.4-1-2 3.4 2 1.6a7 7 0 0 0 0 2.4l-2 1.6 2 3.4 2.4-1a7 7 0 0 0 2 1.2L10 21h4l.5-2.6a7 7 0 0 0 2-1.2l2.4 1 2-3.4-2-1.6c.1-.4.1-.8.1-1.2Z" />
  ),
};

const itemClass = 'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 py-2 text-start font-semibold';

interface Props {
  page: AdminPage;
  /** The screens this person may open, in order. */
  pages: readonly AdminPage[];
  onLogout: () => void;
  loggingOut: boolean;
}

/** The admin sidebar: its screens (the current one marked) and Logout. */
export function AdminSidebar({ page, pages, onLogout, loggingOut }: Props) {
  return (
    <aside aria-label={t('admin.sidebar')} className="w-full shrink-0 border-b border-brand-100 bg-white md:w-64 md:border-e md:border-b-0">
      <nav aria-label={t('admin.sidebarNav')} className="p-3">
        <ul className="flex flex-col gap-1">
          {pages.map((key) => {
            const current = key === page;
            return (
              <li key={key}>
                <a
                  href={localePath(ADMIN_PAGES[key].href)}
                  aria-current={current ? 'page' : undefined}
                  className={`${itemClass} ${current ? 'bg-brand-600 text-white' : 'text-ink hover:bg-brand-50'}`}
                >
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 24 24"
                    className="h-5 w-5 shrink-0"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  >
                    {ICONS[key]}
                  </svg>
                  {screenTitle(key)}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="border-t border-brand-100 p-3">
        <button
          type="button"
          onClick={onLogout}
          disabled={loggingOut}
          className={`${itemClass} text-chili-700 hover:bg-red-50 disabled:opacity-60`}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-5 w-5 shrink-0 rtl:-scale-x-100"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            {/* An arrow and a door at the inline end: on a right-to-left page they mirror. */}
            <path d="M15 4h4v16h-4M10 17l5-5-5-5M15 12H3" />
          </svg>
          {t('admin.logout')}
        </button>
      </div>
    </aside>
  );
}
