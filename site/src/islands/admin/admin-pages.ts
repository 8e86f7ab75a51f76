/** The admin panel's screens, in the sidebar's order. */
export const ADMIN_PAGES = {
  dashboard: { href: '/admin', label: 'Dashboard', title: 'Dashboard' },
  foods: { href: '/admin/foods', label: 'Manage Foods', title: 'Manage Foods' },
  categories: { href: '/admin/categories', label: 'Categories', title: 'Categories' },
  orders: { href: '/admin/orders', label: 'Manage Orders', title: 'Manage Orders' },
  analytics: { href: '/admin/analytics', label: 'Analytics', title: 'Analytics' },
  reports: { href: '/admin/reports', label: 'Reports', title: 'Reports' },
  settings: { href: '/admin/settings', label: 'Settings', title: 'Settings' },
} as const;

export type AdminPage = keyof typeof ADMIN_PAGES;
export const ADMIN_PAGE_ORDER: readonly AdminPage[] = ['dashboard', 'foods', 'categories', 'orders', 'analytics', 'reports', 'settings'];
