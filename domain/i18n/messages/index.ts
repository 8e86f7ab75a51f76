import { accountForms } from './account-forms.ts';
import { address } from './address.ts';
import { adminAnalytics } from './admin-analytics.ts';
import { adminCategories } from './admin-categories.ts';
import { adminDashboard } from './admin-dashboard.ts';
import { adminDesk } from './admin-desk.ts';
import { adminNewOrder } from './admin-new-order.ts';
import { adminOrderChange } from './admin-order-change.ts';
import { adminPicking } from './admin-picking.ts';
import { adminFoods } from './admin-foods.ts';
import { adminLanguages } from './admin-languages.ts';
import { adminLocations } from './admin-locations.ts';
import { adminMail } from './admin-mail.ts';
import { adminOrders } from './admin-orders.ts';
import { adminPages } from './admin-pages.ts';
import { adminReports } from './admin-reports.ts';
import { adminReviews } from './admin-reviews.ts';
import { adminSettings } from './admin-settings.ts';
import { adminStorefront } from './admin-storefront.ts';
import { adminTables } from './admin-tables.ts';
import { adminTeam } from './admin-team.ts';
import { answersAccounts } from './answers-accounts.ts';
import { answersCatalogue } from './answers-catalogue.ts';
import { answersLocations } from './answers-locations.ts';
import { answersStock } from './answers-stock.ts';
import { answersMenu } from './answers-menu.ts';
import { answersOrders } from './answers-orders.ts';
import { answersCounter } from './answers-counter.ts';
import { answersDineIn } from './answers-dine-in.ts';
import { table } from './table.ts';
import { adminTabs } from './admin-tabs.ts';
import { answersPicking } from './answers-picking.ts';
import { answersOrderChange } from './answers-order-change.ts';
import { answersSettings } from './answers-settings.ts';
import { answersTables } from './answers-tables.ts';
import { admin } from './admin.ts';
import { auth } from './auth.ts';
import { cart } from './cart.ts';
import { checkoutPayment } from './checkout-payment.ts';
import { checkoutRules } from './checkout-rules.ts';
import { checkout } from './checkout.ts';
import { home } from './home.ts';
import { languages } from './languages.ts';
import { locations } from './locations.ts';
import { layout } from './layout.ts';
import { mailOrders } from './mail-orders.ts';
import { mail } from './mail.ts';
import { menu } from './menu.ts';
import { orderExtra } from './order-extra.ts';
import { orders } from './orders.ts';
import { orderChange } from './order-change.ts';
import { pages } from './pages.ts';
import { pickList } from './pick-list.ts';
import { picking } from './picking.ts';
import { substitution } from './substitution.ts';
import { reviews } from './reviews.ts';
import { shopStatus } from './shop-status.ts';
import { shop } from './shop.ts';
import { site } from './site.ts';

/**
 * Every namespace of messages. A page carries the namespaces it names (site/src/i18n/page-namespaces.ts)
 * in its own language only; the servers have them all (domain/i18n/tables.ts).
 */
export const MESSAGES = {
  'account-forms': accountForms,
  address,
  'admin-analytics': adminAnalytics,
  'admin-categories': adminCategories,
  'admin-dashboard': adminDashboard,
  'admin-desk': adminDesk,
  'admin-new-order': adminNewOrder,
  'admin-order-change': adminOrderChange,
  'admin-picking': adminPicking,
  'admin-foods': adminFoods,
  'admin-languages': adminLanguages,
  'admin-locations': adminLocations,
  'admin-mail': adminMail,
  'admin-orders': adminOrders,
  'admin-pages': adminPages,
  'admin-reports': adminReports,
  'admin-reviews': adminReviews,
  'admin-settings': adminSettings,
  'admin-storefront': adminStorefront,
  'admin-tables': adminTables,
  'admin-team': adminTeam,
  admin,
  'answers-accounts': answersAccounts,
  'answers-catalogue': answersCatalogue,
  'answers-locations': answersLocations,
  'answers-menu': answersMenu,
  'answers-orders': answersOrders,
  'answers-counter': answersCounter,
  'answers-dine-in': answersDineIn,
  table,
  'admin-tabs': adminTabs,
  'answers-picking': answersPicking,
  'answers-order-change': answersOrderChange,
  'answers-settings': answersSettings,
  'answers-tables': answersTables,
  'answers-stock': answersStock,
  auth,
  cart,
  'checkout-payment': checkoutPayment,
  'checkout-rules': checkoutRules,
  checkout,
  home,
  languages,
  locations,
  layout,
  mailOrders,
  mail,
  menu,
  'order-extra': orderExtra,
  orders,
  'order-change': orderChange,
  pages,
  'pick-list': pickList,
  picking,
  substitution,
  reviews,
  shop,
  'shop-status': shopStatus,
  site,
} as const;

export type Namespace = keyof typeof MESSAGES;

/** `namespace.key`, for every message English has. */
export type MessageKey = {
  [N in Namespace]: `${N}.${keyof (typeof MESSAGES)[N]['en'] & string}`;
}[Namespace];
