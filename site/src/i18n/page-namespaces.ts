import type { Namespace } from '../../../domain/i18n/messages/index.ts';

/**
 * What every storefront page shows: the header, footer, cart badge and sign-in dialog, and the
 * shared parts (toasts, close buttons, the newsletter form).
 */
const STOREFRONT: readonly Namespace[] = ['layout', 'auth', 'shop'];
/** What every admin screen shows: the panel's frame and the parts its screens share. */
const ADMIN: readonly Namespace[] = ['layout', 'admin', 'shop'];

/**
 * Change order's words, on the desk and Manage Orders: its own, a change's as the customer reads
 * it (domain/order-change/change-text.ts), and the New order screen's it shares.
 */
const ORDER_CHANGE: readonly Namespace[] = ['admin-order-change', 'order-change', 'admin-new-order', 'checkout', 'address', 'menu'];

/**
 * Each admin screen's own words, by its address: the screens are client-only islands, so a page
 * carries its frame's words and its one screen's, never the other twelve.
 */
const ADMIN_SCREEN_NAMESPACES: Readonly<Record<string, readonly Namespace[]>> = {
  // Staff who open /admin get their desk there.
  // Statuses and ways to pay are written in the customer's words (domain/order-status-words.ts).
  // A card held for an order to pick is noted in picking's words (admin/CardHoldNote.tsx).
  // Change order adds dishes and sets the time as the New order screen does, in its words.
  '/admin': ['admin-dashboard', 'admin-desk', 'orders', 'substitution', 'picking', ...ORDER_CHANGE],
  '/admin/desk': ['admin-desk', 'orders', 'substitution', 'picking', ...ORDER_CHANGE],
  // The Picking screen says each line's choice as the desk does.
  // The desk's word on replacements waiting for the customer's answer too.
  '/admin/pick': ['admin-picking', 'substitution', 'pick-list', 'admin-desk'],
  // A tab's orders say their statuses in the customer's words.
  '/admin/tabs': ['admin-tabs', 'orders'],
  // The New order screen says the hand-over and the address in the checkout's words, and a dish's choices in the menu's.
  '/admin/new-order': ['admin-new-order', 'checkout', 'address', 'menu'],
  // The dish dialog loads the categories, and says so in their words when it cannot.
  '/admin/foods': ['admin-foods', 'admin-categories'],
  '/admin/categories': ['admin-categories'],
  // Reports shares Analytics' period form and charts; both name statuses and ways to pay in the customer's words.
  '/admin/analytics': ['admin-analytics', 'orders'],
  '/admin/reports': ['admin-reports', 'admin-analytics', 'orders'],
  '/admin/mail': ['admin-mail'],
  // Grocery orders print their picking list from here.
  '/admin/orders': ['admin-orders', 'orders', 'substitution', 'pick-list', 'picking', ...ORDER_CHANGE],
  '/admin/pages': ['admin-pages'],
  '/admin/reviews': ['admin-reviews'],
  '/admin/team': ['admin-team'],
  // The replacements' minutes are checked by the rule the server answers with (answers-picking).
  '/admin/settings': ['admin-settings', 'answers-picking'],
  // A location's hand-over rules are the Settings screen's fields, in their words.
  '/admin/locations': ['admin-locations', 'admin-settings'],
  // The table form checks with the server's rules, whose messages are answers-tables' keys.
  '/admin/tables': ['admin-tables', 'answers-tables'],
  // Storefront saves through the settings and says a failure in their words.
  '/admin/storefront': ['admin-storefront', 'admin-settings', 'admin-categories'],
};

/**
 * The namespaces of messages each page carries beyond its frame's, by its address in the default
 * language (no language prefix). A page's islands may use only these: building a page whose
 * rendering asks for another namespace fails (site/src/middleware.ts).
 */
const PAGE_NAMESPACES: Readonly<Record<string, readonly Namespace[]>> = {
  '/about': ['pages'],
  '/aboutPage': ['pages'],
  '/contact': ['pages'],
  '/privacy': ['pages'],
  '/terms': ['pages'],
  '/admin/settings': ['admin-languages'],
  '/admin/foods': ['admin-languages'],
  '/admin/categories': ['admin-languages'],
  '/cart': ['cart', 'locations', 'substitution'],
  '/checkout': ['cart', 'checkout', 'checkout-payment', 'checkout-rules', 'address', 'locations', 'substitution'],
  '/locations': ['locations'],
  '/payment-result': ['checkout-payment'],
  '/account': ['account-forms', 'substitution'],
  '/account/confirm-email': ['account-forms'],
  '/forgot-password': ['account-forms'],
  '/reset-password': ['account-forms'],
  // A grocery order's cards say what changed when it was picked, and ask about replacements (picking);
  // an order the shop changed says so, and asks for the extra with the checkout's card fields.
  '/myorders': ['orders', 'locations', 'picking', 'order-change', 'order-extra', 'checkout-payment'],
  '/notification': ['orders'],
  '/track': ['orders', 'locations', 'picking', 'order-change', 'order-extra', 'checkout-payment'],
  // A table's page names its orders' statuses in the customer's words, a dish's choices in the menu's, and a card as the checkout asks for it.
  '/table': ['table', 'orders', 'menu', 'checkout-payment'],
  '/review': ['reviews'],
  '/': ['menu'],
  '/menu': ['menu'],
  '/dish': ['menu'],
};

/**
 * The older rules' fixed English, written in the page's language (domain/i18n/tables.ts,
 * answersByEnglish): the admin's forms check with those rules in the browser before they send.
 */
const ADMIN_ANSWERS: readonly Namespace[] = [
  'answers-menu',
  'answers-settings',
  'answers-orders',
  'answers-order-change',
  'answers-accounts',
  'answers-locations',
  'answers-stock',
];

/** The namespaces whose English a page carries as its own words, for rules that answer in English. */
export function answersOf(path: string): readonly Namespace[] {
  return isAdminPath(trimmedPath(path)) ? ADMIN_ANSWERS : [];
}

export function namespacesOf(path: string): readonly Namespace[] {
  const trimmed = trimmedPath(path);
  const own = [...(ADMIN_SCREEN_NAMESPACES[trimmed] ?? []), ...(PAGE_NAMESPACES[trimmed] ?? [])];
  const frame = isAdminPath(trimmed) ? ADMIN : STOREFRONT;
  return [...new Set([...frame, ...own])];
}

/** '/admin/foods/' → '/admin/foods'; '/' stays. */
function trimmedPath(path: string): string {
  return path.replace(/\/+$/, '') || '/';
}

function isAdminPath(trimmed: string): boolean {
  return trimmed === '/admin' || trimmed.startsWith('/admin/');
}
