import type { UserRole } from '../../../../domain/auth.ts';

/** The admin panel's screens, in the sidebar's order; `staff`: the shop's team (not only admins) may use it. */
export const ADMIN_PAGES = {
  dashboard: { href: '/admin', label: 'Dashboard', title: 'Dashboard', staff: false },
  desk: { href: '/admin/desk', label: 'Order Desk', title: 'Order Desk', staff: true },
  foods: { href: '/admin/foods', label: 'Manage Foods', title: 'Manage Foods', staff: false },
  categories: { href: '/admin/categories', label: 'Categories', title: 'Categories', staff: false },
  orders: { href: '/admin/orders', label: 'Manage Orders', title: 'Manage Orders', staff: true },
  analytics: { href: '/admin/analytics', label: 'Analytics', title: 'Analytics', staff: false },
  reports: { href: '/admin/reports', label: 'Reports', title: 'Reports', staff: false },
  reviews: { href: '/admin/reviews', label: 'Reviews', title: 'Reviews', staff: false },
  team: { href: '/admin/team', label: 'Team', title: 'Team', staff: false },
  mail: { href: '/admin/mail', label: 'Mail', title: 'Mail', staff: false },
  pages: { href: '/admin/pages', label: 'Pages', title: 'Pages', staff: false },
  storefront: { href: '/admin/storefront', label: 'Storefront', title: 'Storefront', staff: false },
  settings: { href: '/admin/settings', label: 'Settings', title: 'Settings', staff: false },
} as const;

export type AdminPage = keyof typeof ADMIN_PAGES;
export const ADMIN_PAGE_ORDER: readonly AdminPage[] = [
  'dashboard',
  'desk',
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
  'settings',
];

/** The screens a role may open: all of them for an admin, the desk and the orders for staff. */
export function pagesFor(role: UserRole): readonly AdminPage[] {
  if (role === 'admin') return ADMIN_PAGE_ORDER;
  if (role === 'staff') return ADMIN_PAGE_ORDER.filter((page) => ADMIN_PAGES[page].staff);
  return [];
}
