import type { UserRole } from '../../../../domain/auth.ts';
import type { MessageKey } from '../../i18n/t.ts';
import { t } from '../../i18n/t.ts';

/**
 * The admin panel's screens, in the sidebar's order; `title` names the screen in the sidebar and the
 * tab; `staff`: the shop's team (not only admins) may use it.
 */
export const ADMIN_PAGES = {
  dashboard: { href: '/admin', title: 'admin.screenDashboard', staff: false },
  desk: { href: '/admin/desk', title: 'admin.screenDesk', staff: true },
  'new-order': { href: '/admin/new-order', title: 'admin.screenNewOrder', staff: true },
  pick: { href: '/admin/pick', title: 'admin.screenPick', staff: true },
  tabs: { href: '/admin/tabs', title: 'admin.screenTabs', staff: true },
  foods: { href: '/admin/foods', title: 'admin.screenFoods', staff: false },
  categories: { href: '/admin/categories', title: 'admin.screenCategories', staff: false },
  orders: { href: '/admin/orders', title: 'admin.screenOrders', staff: true },
  analytics: { href: '/admin/analytics', title: 'admin.screenAnalytics', staff: false },
  reports: { href: '/admin/reports', title: 'admin.screenReports', staff: false },
  reviews: { href: '/admin/reviews', title: 'admin.screenReviews', staff: false },
  team: { href: '/admin/team', title: 'admin.screenTeam', staff: false },
  mail: { href: '/admin/mail', title: 'admin.screenMail', staff: false },
  pages: { href: '/admin/pages', title: 'admin.screenPages', staff: false },
  storefront: { href: '/admin/storefront', title: 'admin.screenStorefront', staff: false },
  locations: { href: '/admin/locations', title: 'admin.screenLocations', staff: false },
  tables: { href: '/admin/tables', title: 'admin.screenTables', staff: false },
  settings: { href: '/admin/settings', title: 'admin.screenSettings', staff: false },
} as const satisfies Record<string, { href: string; title: MessageKey; staff: boolean }>;

export type AdminPage = keyof typeof ADMIN_PAGES;
export const ADMIN_PAGE_ORDER: readonly AdminPage[] = [
  'dashboard',
  'desk',
  'new-order',
  'pick',
  'tabs',
  'foods',
  'categories',
  'orders',
  'analytics',
  'reports',
  'reviews',
  'team',
  'mail',
  'pages',
  'storefront',
  'locations',
  'tables',
  'settings',
];

/** The screens a role may open: all of them for an admin, the desk and the orders for staff. */
export function pagesFor(role: UserRole): readonly AdminPage[] {
  if (role === 'admin') return ADMIN_PAGE_ORDER;
  if (role === 'staff') return ADMIN_PAGE_ORDER.filter((page) => ADMIN_PAGES[page].staff);
  return [];
}

/** The screen's name in the page's language. */
export function screenTitle(page: AdminPage): string {
  return t(ADMIN_PAGES[page].title);
}
