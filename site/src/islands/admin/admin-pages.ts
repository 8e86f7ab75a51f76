/** The admin panel's screens (spec §2 Admin layout), in the sidebar's order. */
export const ADMIN_PAGES = {
  dashboard: { href: '/admin', label: 'Dashboard', title: 'Dashboard', soon: "Today's orders and revenue, pending orders and the latest orders will appear here." },
  foods: { href: '/admin/foods', label: 'Manage Foods', title: 'Manage Foods', soon: '' },
  orders: { href: '/admin/orders', label: 'Manage Orders', title: 'Manage Orders', soon: 'Every order, with its status and payment, will be listed and updated here.' },
  analytics: { href: '/admin/analytics', label: 'Analytics', title: 'Analytics', soon: 'Charts of revenue, orders, statuses and top dishes over a chosen period will appear here.' },
  settings: { href: '/admin/settings', label: 'Settings', title: 'Settings', soon: 'The store name, contact details, delivery fee and coupons will be managed here.' },
} as const;

export type AdminPage = keyof typeof ADMIN_PAGES;
export const ADMIN_PAGE_ORDER: readonly AdminPage[] = ['dashboard', 'foods', 'orders', 'analytics', 'settings'];
