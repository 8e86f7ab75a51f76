import { sql } from 'drizzle-orm';
import type { Database } from '../../../../db/client.ts';
import { STORE_SETTINGS_ID } from '../../../../db/schema/index.ts';
import { DEFAULT_DELIVERY_FEE_CENTS } from '../../../../domain/constants.ts';
import { normalizeCouponCode, type CouponTerms } from '../../../../domain/coupons.ts';
import { readStoredFulfilment, type FulfilmentSettings } from '../../../../domain/fulfilment/settings.ts';
import type { OptionGroup } from '../../../../domain/menu-options.ts';
import type { Cents } from '../../../../domain/money.ts';
import { DEFAULT_MONEY_SETTINGS, type TipSettings } from '../../../../domain/money-settings.ts';
import { NO_TAX, type TaxRules } from '../../../../domain/pricing.ts';
import type { TaxMode } from '../../../../domain/tax.ts';
import { orderRateKey, type RecentOrders } from './order-rate-limit.ts';

export interface Dish {
  id: string;
  name: string;
  priceCents: Cents;
  image: string;
  isAvailable: boolean;
  /** Its option groups, options in order (prices in cents). */
  optionGroups: OptionGroup[];
  /** Its category's name and tax rate (percent). */
  category: string;
  taxRate: number;
}

/** How the shop counts money, as its settings say now. */
export interface OrderMoneyRules {
  currency: string;
  tax: TaxRules;
  tips: TipSettings;
}

/** Everything the database knows that an order depends on, read together. */
export interface OrderContext {
  dishes: ReadonlyMap<string, Dish>;
  deliveryFeeCents: Cents;
  money: OrderMoneyRules;
  fulfilment: FulfilmentSettings;
  coupon: CouponTerms | undefined;
  recentOrders: RecentOrders | null;
  /** Orders already taken for the chosen slot (0 without one). */
  slotOrders: number;
}

interface ContextRow {
  id: string;
  name: string;
  price_cents: number;
  image: string;
  is_available: number;
  option_groups: string | null;
  category: string;
  tax_rate: number | null;
  delivery_fee_cents: number | null;
  money: string | null;
  fulfilment: string | null;
  slot_orders: number | null;
  coupon: string | null;
  recent_orders: string | null;
}

/**
 * The ordered dishes with their current names, prices, images, availability, option groups and
 * category (name, tax rate), and on each row the delivery fee, the money rules (currency, tax,
 * tips) and how orders are handed over, the orders taken for the chosen slot, the coupon's terms and the customer's order counter (JSON arrays; SQLite runs
 * those uncorrelated subqueries once). One query, from the database rather than the menu cache:
 * on Workers each isolate has its own cache, and a price an admin just changed elsewhere must be
 * the one charged. A flat SQL template, as it runs for every order (see insert-rows.ts).
 */
export async function readOrderContext(
  db: Database,
  request: { productIds: readonly string[]; couponCode: string | null | undefined; userId: string; slotStart?: number | undefined },
): Promise<OrderContext> {
  const code = request.couponCode ? normalizeCouponCode(request.couponCode) : null;
  // A dish of a hidden category is off the storefront: it cannot be ordered either.
  const rows = await db.all<ContextRow>(sql`select "id", "name", "price_cents", "image",
      "is_available" and coalesce((select not "is_hidden" from "categories" where "categories"."id" = "foods"."category_id"), 1) as "is_available",
      (select json_group_array(json_array(g."id", g."name", g."min_select", g."max_select",
           json((select json_group_array(json_array(o."id", o."name", o."price_cents", o."is_available"))
              from (select * from "menu_options" where "group_id" = g."id" order by "position") o))))
         from (select og.* from "food_option_groups" l join "option_groups" og on og."id" = l."group_id"
               where l."food_id" = "foods"."id" order by l."position") g) as "option_groups",
      "category", (select "tax_rate" from "categories" where "categories"."id" = "foods"."category_id") as "tax_rate",
      (select "delivery_fee_cents" from "store_settings" where "id" = ${STORE_SETTINGS_ID}) as "delivery_fee_cents",
      (select json_array("currency", "tax_mode", "delivery_tax_rate", "tips_enabled", json("tip_presets"))
         from "store_settings" where "id" = ${STORE_SETTINGS_ID}) as "money",
      (select "fulfilment" from "store_settings" where "id" = ${STORE_SETTINGS_ID}) as "fulfilment",
      (select "orders" from "slot_bookings" where "slot_start" = ${request.slotStart ?? null}) as "slot_orders",
      (select json_array("code", "discount_percent", "active", "expires_at", "min_order_cents", "usage_limit", "used_count")
         from "coupons" where "code" = ${code}) as "coupon",
      (select json_array("count", "window_started_at") from "rate_limits" where "key" = ${orderRateKey(request.userId)}) as "recent_orders"
    from "foods" where "id" in (select "value" from json_each(${JSON.stringify(request.productIds)}))`);
  const first = rows[0];
  return {
    dishes: new Map(
      rows.map((row) => [
        row.id,
        {
          id: row.id,
          name: row.name,
          priceCents: Number(row.price_cents),
          image: row.image,
          isAvailable: Boolean(row.is_available),
          optionGroups: parseOptionGroups(row.option_groups),
          category: row.category,
          taxRate: Number(row.tax_rate ?? 0),
        },
      ]),
    ),
    deliveryFeeCents: first?.delivery_fee_cents == null ? DEFAULT_DELIVERY_FEE_CENTS : Number(first.delivery_fee_cents),
    money: parseMoneyRules(first?.money ?? null),
    fulfilment: readStoredFulfilment(first?.fulfilment),
    slotOrders: Number(first?.slot_orders ?? 0),
    coupon: parseCoupon(first?.coupon ?? null),
    recentOrders: parseRecentOrders(first?.recent_orders ?? null),
  };
}

type StoredGroup = [id: string, name: string, minSelect: number, maxSelect: number, options: [id: string, name: string, priceCents: number, isAvailable: number][]];

function parseOptionGroups(json: string | null): OptionGroup[] {
  if (!json) return [];
  return (JSON.parse(json) as StoredGroup[]).map(([id, name, minSelect, maxSelect, options]) => ({
    id,
    name,
    minSelect: Number(minSelect),
    maxSelect: Number(maxSelect),
    options: options.map(([optionId, optionName, priceCents, isAvailable]) => ({ id: optionId, name: optionName, priceCents: Number(priceCents), isAvailable: Boolean(isAvailable) })),
  }));
}

function parseMoneyRules(json: string | null): OrderMoneyRules {
  if (!json) return { currency: DEFAULT_MONEY_SETTINGS.currency, tax: NO_TAX, tips: DEFAULT_MONEY_SETTINGS.tips };
  const [currency, mode, deliveryRate, tipsEnabled, presets] = JSON.parse(json) as [string, TaxMode, number, number, number[]];
  return { currency, tax: { mode, deliveryRate: Number(deliveryRate) }, tips: { enabled: tipsEnabled === 1, presets } };
}

function parseCoupon(json: string | null): CouponTerms | undefined {
  if (!json) return undefined;
  const [code, discountPercent, active, expiresAt, minOrderCents, usageLimit, usedCount] = JSON.parse(json) as [
    string, number, number, number | null, number, number | null, number,
  ];
  return { code, discountPercent, active: active === 1, expiresAt, minOrderCents, usageLimit, usedCount };
}

function parseRecentOrders(json: string | null): RecentOrders | null {
  if (!json) return null;
  const [count, windowStartedAt] = JSON.parse(json) as [number, number];
  return { count, windowStartedAt };
}
