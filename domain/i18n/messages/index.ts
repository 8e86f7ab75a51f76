import { admin } from './admin.ts';
import { adminCategories } from './admin-categories.ts';
import { adminDashboard } from './admin-dashboard.ts';
import { adminDesk } from './admin-desk.ts';
import { adminFoods } from './admin-foods.ts';
import { adminMail } from './admin-mail.ts';
import { adminOrders } from './admin-orders.ts';
import { adminPages } from './admin-pages.ts';
import { adminReviews } from './admin-reviews.ts';
import { adminSettings } from './admin-settings.ts';
import { adminStorefront } from './admin-storefront.ts';
import { adminTeam } from './admin-team.ts';
import { layout } from './layout.ts';

/**
 * Every namespace of messages. A page carries the namespaces it names (site/src/i18n/page-namespaces.ts)
 * in its own language only; the servers have them all (domain/i18n/tables.ts).
 */
export const MESSAGES = {
  layout,
  admin,
  'admin-dashboard': adminDashboard,
  'admin-categories': adminCategories,
  'admin-desk': adminDesk,
  'admin-foods': adminFoods,
  'admin-mail': adminMail,
  'admin-orders': adminOrders,
  'admin-pages': adminPages,
  'admin-reviews': adminReviews,
  'admin-settings': adminSettings,
  'admin-storefront': adminStorefront,
  'admin-team': adminTeam,
} as const;

export type Namespace = keyof typeof MESSAGES;

/** `namespace.key`, for every message English has. */
export type MessageKey = {
  [N in Namespace]: `${N}.${keyof (typeof MESSAGES)[N]['en'] & string}`;
}[Namespace];
