import { Hono } from 'hono';
import type { Database } from '../../../db/client.ts';
import type { AppEnv } from '../app-env.ts';
import type { AuthRuntime } from '../auth/runtime.ts';
import type { MenuCache } from '../menu/menu-cache.ts';
import { accountRoutes } from '../accounts/account-route.ts';
import { adminAnalyticsRoutes } from '../reports/analytics-route.ts';
import { adminReportRoutes } from '../reports/route.ts';
import { adminCouponRoutes } from '../coupons/admin-route.ts';
import { adminStatsRoutes } from '../reports/stats-route.ts';
import { adminUserRoutes } from '../team/route.ts';
import { customerRoutes } from '../customers/route.ts';
import { tableViewRoutes, tabRoutes } from '../dine-in/route.ts';
import { catalogueRoutes } from '../catalogue/route.ts';
import { adminMailRoutes } from '../mail/route.ts';
import type { MailDelivery } from '../mail/mail-settings.ts';
import { authRoutes } from '../accounts/auth-route.ts';
import { couponRoutes } from '../coupons/route.ts';
import { foodRoutes } from '../menu/foods-route.ts';
import { optionRoutes } from '../menu/options-route.ts';
import { pictureRoutes } from '../pictures/route.ts';
import type { PictureSettings } from '../pictures/picture-settings.ts';
import { categoryRoutes } from '../categories/route.ts';
import { fulfilmentRoutes } from '../fulfilment/route.ts';
import { locationRoutes } from '../locations/route.ts';
import { tableRoutes } from '../tables/route.ts';
import { healthRoutes } from '../health/route.ts';
import { apiDocumentRoutes } from './openapi-route.ts';
import { orderRoutes, type OrderRuntime } from '../orders/route.ts';
import { orderDeskRoutes, type OrderStreamPolicy } from '../desk/order-desk-route.ts';
import { deskRoutes } from '../desk/route.ts';
import { pickRoutes } from '../picking/route.ts';
import { replacementRoutes } from '../picking/replacement-route.ts';
import { orderChangeRoutes } from '../order-change/route.ts';
import { stockRoutes } from '../stock/route.ts';
import { paymentRoutes } from '../payments/route.ts';
import { chargeRoutes } from '../payments/charge-route.ts';
import { trackRoutes } from '../orders/track-route.ts';
import { reviewRoutes } from '../reviews/route.ts';
import { adminReviewRoutes } from '../reviews/admin-route.ts';
import { settingsRoutes, type SettingsRuntime } from '../settings/route.ts';
import type { RateLimitRule } from '../limits/fixed-window.ts';
import { demoMenuRoutes } from '../menu/demo-route.ts';
import { ownerPageRoutes, type OwnerPagesRuntime } from '../owner-pages/route.ts';
import { pictureCopyRoutes } from '../picture-copies/route.ts';
import type { CatalogueRuntime } from '../catalogue/route.ts';

export interface ApiRuntime {
  db: Database;
  auth: AuthRuntime;
  menuCache: MenuCache;
  orders: OrderRuntime;
  reviewRateLimit: RateLimitRule;
  onSettingsSaved: SettingsRuntime['onSettingsSaved'];
  pictures: PictureSettings | undefined;
  /** Copies the pictures a catalogue import gave by other sites' addresses; absent without a picture store. */
  pictureCopies: CatalogueRuntime['pictureCopies'];
  orderStream: OrderStreamPolicy;
  /** How this server sends the outbox's mails (shown to the admin). */
  mailDelivery: MailDelivery;
  /** The owner's pages: what their defaults say, and who is told of a save. */
  ownerPages: Pick<OwnerPagesRuntime, 'defaults' | 'onPageSaved'>;
}

/**
 * Every /api route, chained so the type of the result lists them with their inputs and answers:
 * the site's typed calls (site/src/lib/api.ts) read it, and GET /api/openapi.json describes it.
 */
export function apiRoutes(runtime: ApiRuntime) {
  const { auth } = runtime;
  const api = new Hono<AppEnv>()
    .basePath('/api')
    .route('/foods', foodRoutes(runtime.menuCache, auth))
    .route('/foods', stockRoutes({ ...auth, menuCache: runtime.menuCache }))
    .route('/options', optionRoutes(runtime.menuCache, auth))
    .route('/categories', categoryRoutes(runtime.menuCache, auth))
    .route('/pictures', pictureRoutes(runtime.pictures, auth))
    .route('/health', healthRoutes(runtime.db))
    .route('/auth', authRoutes(auth))
    .route('/account', accountRoutes(auth))
    .route('/settings', settingsRoutes({ ...auth, onSettingsSaved: runtime.onSettingsSaved }))
    .route('/pages', ownerPageRoutes({ ...auth, ...runtime.ownerPages }))
    .route('/coupons', couponRoutes(auth))
    .route('/fulfilment', fulfilmentRoutes(auth))
    .route('/locations', locationRoutes({ ...auth, onSettingsSaved: runtime.onSettingsSaved }))
    .route('/tables', tableRoutes({ ...auth, publicUrl: runtime.orders.publicUrl }))
    .route('/orders', orderRoutes(runtime.orders))
    .route(
      '/orders',
      orderDeskRoutes({
        ...auth,
        stream: runtime.orderStream,
        payments: runtime.orders.payments,
        reportError: runtime.orders.reportError,
        onStockMoved: runtime.orders.onStockMoved,
      }),
    )
    .route(
      '/orders',
      pickRoutes({
        ...auth,
        payments: runtime.orders.payments,
        reportError: runtime.orders.reportError,
        onStockMoved: runtime.orders.onStockMoved,
      }),
    )
    .route('/orders', replacementRoutes(auth))
    .route('/orders', orderChangeRoutes(runtime.orders))
    .route('/orders', chargeRoutes({ ...auth, payments: runtime.orders.payments, reportError: runtime.orders.reportError }))
    .route('/desk', deskRoutes({ ...auth, onSettingsSaved: runtime.onSettingsSaved, menuCache: runtime.menuCache }))
    .route('/payments', paymentRoutes(runtime.orders))
    .route('/track', trackRoutes(auth))
    .route('/tables', tabRoutes(auth))
    .route('/table', tableViewRoutes(auth))
    .route('/reviews', reviewRoutes({ ...auth, reviewRateLimit: runtime.reviewRateLimit, menuCache: runtime.menuCache }))
    .route('/admin/stats', adminStatsRoutes(auth))
    .route('/admin/coupons', adminCouponRoutes(auth))
    .route('/admin/users', adminUserRoutes(auth))
    .route('/admin/customers', customerRoutes(auth))
    .route('/admin/catalogue', catalogueRoutes({ ...auth, menuCache: runtime.menuCache, pictureCopies: runtime.pictureCopies }))
    .route('/admin/picture-copies', pictureCopyRoutes(auth))
    .route('/admin/mails', adminMailRoutes(auth, runtime.mailDelivery))
    .route('/admin/analytics', adminAnalyticsRoutes(auth))
    .route('/admin/reports', adminReportRoutes(auth))
    .route('/admin/demo', demoMenuRoutes(runtime.menuCache, auth))
    .route('/admin/reviews', adminReviewRoutes({ ...auth, menuCache: runtime.menuCache }));
  // The document describes the router it is part of, itself included; it is built on first request.
  return api.route(
    '/',
    apiDocumentRoutes(() => api),
  );
}

export type ApiRoutes = ReturnType<typeof apiRoutes>;
