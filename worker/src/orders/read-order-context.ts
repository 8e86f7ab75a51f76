import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { flat, readRows, type FlatStatement } from '../../../db/flat-statement.ts';
import { STORE_SETTINGS_ID } from '../../../db/schema/index.ts';
import { DEFAULT_DELIVERY_FEE_CENTS } from '../../../domain/constants.ts';
import { DEFAULT_COUNTRY_CODE } from '../../../domain/country-codes.ts';
import { normalizeCouponCode, type CouponTerms } from '../../../domain/coupons.ts';
import { readStoredFulfilment, type FulfilmentSettings } from '../../../domain/fulfilment/settings.ts';
import type { OptionGroup } from '../../../domain/menu-options.ts';
import type { Cents } from '../../../domain/money.ts';
import { type SaleRule, saleRuleOf, type SoldBy, type WeightUnit } from '../../../domain/sale-quantity.ts';
import { DEFAULT_MONEY_SETTINGS, type TipSettings } from '../../../domain/money-settings.ts';
import { NO_TAX, type TaxRules } from '../../../domain/pricing.ts';
import { DEFAULT_PAYMENT_METHODS, type PaymentMethodsOffered } from '../../../domain/payment-methods.ts';
import type { TaxMode } from '../../../domain/tax.ts';
import { orderRateKey, type RecentOrders } from './order-rate-limit.ts';
import { VERSION_KEYS } from '../versions/versions.ts';

export interface Dish {
  id: string;
  name: string;
  priceCents: Cents;
  image: string;
  isAvailable: boolean;
  /** Its option groups, options in order (prices in cents). */
  optionGroups: OptionGroup[];
  /** Its category (what a named replacement must share), with the category's name and tax rate (percent). */
  categoryId: string;
  category: string;
  taxRate: number;
  /** Whether orders take from its stock (OrderContext.stockMilli), and at or below how much it is low. */
  stockTracked: boolean;
  stockLowAtMilli: number;
  /** By the unit or by weight, and the quantities one may order. */
  sale: SaleRule;
}

/** How the shop counts money and is paid, as its settings say now. */
export interface OrderMoneyRules {
  currency: string;
  tax: TaxRules;
  tips: TipSettings;
  paymentMethods: PaymentMethodsOffered;
  /** Percent over the estimate a card is held for on an order picking may make dearer. */
  cardHoldMarginPercent: number;
}

/** A location the shop has now, as an order names it. */
export interface OrderLocation {
  id: number;
  name: string;
}

/** Everything the database knows that an order depends on, read together. */
export interface OrderContext {
  /** The ordered dishes as the asked location sells them: its availability and prices. */
  dishes: ReadonlyMap<string, Dish>;
  deliveryFeeCents: Cents;
  money: OrderMoneyRules;
  /** The shop's locations now, first added first. */
  locations: readonly OrderLocation[];
  /** The asked location's hand-over rules (the defaults for one the shop does not have). */
  fulfilment: FulfilmentSettings;
  /** The shop's country (ISO 3166-1 alpha-2): whose address rules a delivery address follows. */
  countryCode: string;
  coupon: CouponTerms | undefined;
  recentOrders: RecentOrders | null;
  /** Orders already taken for the chosen slot (0 without one). */
  slotOrders: number;
  /** The ordered products' stock at the location now, thousandths (none there: no entry). */
  stockMilli: ReadonlyMap<string, number>;
}

interface ContextRow extends PerOrderRow {
  id: string | null;
  name: string;
  price_cents: number;
  image: string;
  is_available: number;
  stock_tracked: number;
  stock_low_at_milli: number;
  sold_by: SoldBy;
  weight_unit: WeightUnit | null;
  quantity_step_milli: number;
  min_quantity_milli: number;
  max_quantity_milli: number | null;
  option_groups: string | null;
  category: string;
  category_id: string | null;
  tax_rate: number | null;
  delivery_fee_cents: number | null;
  money: string | null;
  fulfilment: string | null;
  locations: string;
  country_code: string | null;
}

/** What changes from one order to the next, with the counters that date the menu and the settings. */
interface PerOrderRow {
  menu_version: string | number | null;
  settings_version: string | number | null;
  slot_orders: number | null;
  coupon: string | null;
  recent_orders: string | null;
  stock_levels: string | null;
}

interface ContextRequest {
  /** The location asked for (the first when the order names none): its menu, hand-over rules and slot. */
  locationId: number;
  productIds: readonly string[];
  couponCode: string | null | undefined;
  userId: string;
  slotStart?: number | undefined;
}

/**
 * Dishes and settings as an earlier order at the same location read them, with the version
 * counters they were read under (versions/versions.ts): every write of the menu, the settings or
 * the locations bumps a counter in its own transaction, whoever makes it, so while both counters
 * read the same, this is what the database holds. Kept per database (per process on Node, per
 * isolate on Workers) and location.
 */
interface MenuSnapshot {
  menuVersion: string;
  settingsVersion: string;
  dishes: Map<string, Dish>;
  deliveryFeeCents: Cents;
  money: OrderMoneyRules;
  locations: readonly OrderLocation[];
  fulfilment: FulfilmentSettings;
  countryCode: string;
}

const snapshots = new WeakMap<Database, Map<number, MenuSnapshot>>();

/**
 * Everything an order depends on. A small query reads what changes per order (the slot's orders,
 * the coupon's terms, the customer's order counter) with the menu's and the settings' version
 * counters; while those match the snapshot an earlier order read, its dishes and settings are
 * used as they are. Otherwise one larger query reads the ordered dishes (current names, prices,
 * images, availability, option groups, category name and tax rate) and the settings too, and the
 * snapshot takes them. Read from the database, not the menu cache, either way: the counters are
 * read with the order's own figures, so a price an admin changed a moment ago on another process
 * is the one charged. Flat statements (db/flat-statement.ts), as they run for every order.
 */
export async function readOrderContext(db: Database, request: ContextRequest): Promise<OrderContext> {
  const code = request.couponCode ? normalizeCouponCode(request.couponCode) : null;
  const snapshot = snapshots.get(db)?.get(request.locationId);
  if (snapshot && request.productIds.every((id) => snapshot.dishes.has(id))) {
    // Stock is read only for products that count it: a restaurant's orders skip it.
    const tracked = request.productIds.filter((id) => snapshot.dishes.get(id)!.stockTracked);
    const [perOrder] = await readRows<PerOrderRow>(db, perOrderSelect(request, code, tracked));
    if (
      perOrder &&
      versionOf(perOrder.menu_version) === snapshot.menuVersion &&
      versionOf(perOrder.settings_version) === snapshot.settingsVersion
    ) {
      const { deliveryFeeCents, money, locations, fulfilment, countryCode } = snapshot;
      const dishes = new Map(request.productIds.map((id) => [id, snapshot.dishes.get(id)!]));
      return { dishes, deliveryFeeCents, money, locations, fulfilment, countryCode, ...perOrderContext(perOrder) };
    }
  }
  return readWholeContext(db, request, code);
}

/** `stockOf`: the products whose stock to read (all the order's when the snapshot cannot say which count it). */
function perOrderSelect(request: ContextRequest, code: string | null, stockOf: readonly string[] = request.productIds): FlatStatement {
  return flat`select (select "value" from "app_meta" where "key" = ${VERSION_KEYS.menu}) as "menu_version",
      (select "value" from "app_meta" where "key" = ${VERSION_KEYS.storeDetails}) as "settings_version",
      (select "orders" from "slot_bookings" where "location_id" = ${request.locationId} and "slot_start" = ${request.slotStart ?? null}) as "slot_orders",
      (select json_array("code", "discount_percent", "active", "expires_at", "min_order_cents", "usage_limit", "used_count")
         from "coupons" where "code" = ${code}) as "coupon",
      (select json_array("count", "window_started_at") from "rate_limits" where "key" = ${orderRateKey(request.userId)}) as "recent_orders",
      (select json_group_array(json_array("food_id", "quantity_milli")) from "stock_levels"
         where "location_id" = ${request.locationId} and "food_id" in (select "value" from json_each(${stockOf.length === 0 ? '[]' : JSON.stringify(stockOf)}))) as "stock_levels"`;
}

function perOrderContext(row: PerOrderRow): Pick<OrderContext, 'slotOrders' | 'coupon' | 'recentOrders' | 'stockMilli'> {
  return {
    slotOrders: Number(row.slot_orders ?? 0),
    coupon: parseCoupon(row.coupon),
    recentOrders: parseRecentOrders(row.recent_orders),
    stockMilli: parseStockLevels(row.stock_levels),
  };
}

const NO_STOCK: ReadonlyMap<string, number> = new Map();

function parseStockLevels(json: string | null): ReadonlyMap<string, number> {
  if (!json || json === '[]') return NO_STOCK;
  return new Map((JSON.parse(json) as [string, number][]).map(([foodId, milli]) => [foodId, Number(milli)]));
}

/**
 * The ordered dishes as the location sells them and the settings on every row (JSON arrays;
 * SQLite runs those uncorrelated subqueries once), and what perOrderSelect reads, in one query;
 * then into the snapshot.
 */
async function readWholeContext(db: Database, request: ContextRequest, code: string | null): Promise<OrderContext> {
  const { locationId } = request;
  // A dish of a hidden category (or of a subcategory of a hidden one) is off the storefront, and
  // one the location has taken off or sold out of is off there: neither can be ordered.
  const rows = await db.all<ContextRow>(sql`select "id", "name",
      coalesce((select "price_cents" from "location_menu" where "location_id" = ${locationId} and "food_id" = "foods"."id"), "price_cents") as "price_cents",
      "image",
      "is_available" and coalesce((select not (c."is_hidden" or coalesce(p."is_hidden", 0)) from "categories" c left join "categories" p on p."id" = c."parent_id" where c."id" = "foods"."category_id"), 1)
        and coalesce((select "is_available" and not "sold_out" from "location_menu" where "location_id" = ${locationId} and "food_id" = "foods"."id"), 1) as "is_available",
      "stock_tracked", "stock_low_at_milli",
      "sold_by", "weight_unit", "quantity_step_milli", "min_quantity_milli", "max_quantity_milli",
      (select json_group_array(json_array(g."id", g."name", g."min_select", g."max_select",
           json((select json_group_array(json_array(o."id", o."name", o."price_cents", o."is_available"))
              from (select * from "menu_options" where "group_id" = g."id" order by "position") o))))
         from (select og.* from "food_option_groups" l join "option_groups" og on og."id" = l."group_id"
               where l."food_id" = "foods"."id" order by l."position") g) as "option_groups",
      "category", "category_id", (select "tax_rate" from "categories" where "categories"."id" = "foods"."category_id") as "tax_rate",
      (select "delivery_fee_cents" from "store_settings" where "id" = ${STORE_SETTINGS_ID}) as "delivery_fee_cents",
      (select json_array("currency", "tax_mode", "delivery_tax_rate", "tips_enabled", json("tip_presets"), "pay_cash", "pay_card", "pay_upi", "card_hold_margin_percent")
         from "store_settings" where "id" = ${STORE_SETTINGS_ID}) as "money",
      (select "fulfilment" from "locations" where "id" = ${locationId} and "closed_at" is null) as "fulfilment",
      (select json_group_array(json_array("id", "name")) from (select "id", "name" from "locations" where "closed_at" is null order by "id")) as "locations",
      (select "country_code" from "store_settings" where "id" = ${STORE_SETTINGS_ID}) as "country_code",
      "per_order".*
    from (${perOrderSelect(request, code)}) as "per_order"
      left join "foods" on "foods"."id" in (select "value" from json_each(${JSON.stringify(request.productIds)}))`);
  // At least one row, which carries the settings and the per-order figures; no dish found leaves its columns null.
  const first = rows[0]!;
  const dishes = new Map(
    rows
      .filter((row): row is ContextRow & { id: string } => row.id !== null)
      .map((row) => [
        row.id,
        {
          id: row.id,
          name: row.name,
          priceCents: Number(row.price_cents),
          image: row.image,
          isAvailable: Boolean(row.is_available),
          optionGroups: parseOptionGroups(row.option_groups),
          categoryId: row.category_id ?? '',
          category: row.category,
          taxRate: Number(row.tax_rate ?? 0),
          stockTracked: Boolean(row.stock_tracked),
          stockLowAtMilli: Number(row.stock_low_at_milli ?? 0),
          sale: saleRuleOf({
            soldBy: row.sold_by ?? 'unit',
            unit: row.weight_unit,
            quantityStepMilli: Number(row.quantity_step_milli ?? 1000),
            minQuantityMilli: Number(row.min_quantity_milli ?? 1000),
            maxQuantityMilli: row.max_quantity_milli === null ? null : Number(row.max_quantity_milli),
          }),
        },
      ]),
  );
  const settings = {
    deliveryFeeCents: first.delivery_fee_cents == null ? DEFAULT_DELIVERY_FEE_CENTS : Number(first.delivery_fee_cents),
    money: parseMoneyRules(first.money),
    locations: (JSON.parse(first.locations) as [number, string][]).map(([id, name]) => ({ id: Number(id), name })),
    fulfilment: readStoredFulfilment(first.fulfilment),
    countryCode: first.country_code ?? DEFAULT_COUNTRY_CODE,
  };
  // Only a location the shop has is kept: an order naming any other number is refused, and must not grow the snapshots.
  if (settings.locations.some((location) => location.id === locationId))
    remember(db, locationId, {
      menuVersion: versionOf(first.menu_version),
      settingsVersion: versionOf(first.settings_version),
      dishes,
      ...settings,
    });
  return { dishes, ...settings, ...perOrderContext(first) };
}

/** A counter as read: no row yet (nothing written since install) reads as '0', as readVersions has it. */
function versionOf(value: string | number | null): string {
  return value === null ? '0' : String(value);
}

/** Adds what was read to the location's snapshot of the same versions, or starts a new one. */
function remember(db: Database, locationId: number, read: MenuSnapshot): void {
  let byLocation = snapshots.get(db);
  if (!byLocation) {
    byLocation = new Map();
    snapshots.set(db, byLocation);
  }
  const kept = byLocation.get(locationId);
  if (kept && kept.menuVersion === read.menuVersion && kept.settingsVersion === read.settingsVersion) {
    for (const [id, dish] of read.dishes) kept.dishes.set(id, dish);
    return;
  }
  byLocation.set(locationId, { ...read, dishes: new Map(read.dishes) });
}

type StoredGroup = [
  id: string,
  name: string,
  minSelect: number,
  maxSelect: number,
  options: [id: string, name: string, priceCents: number, isAvailable: number][],
];

function parseOptionGroups(json: string | null): OptionGroup[] {
  if (!json) return [];
  return (JSON.parse(json) as StoredGroup[]).map(([id, name, minSelect, maxSelect, options]) => ({
    id,
    name,
    minSelect: Number(minSelect),
    maxSelect: Number(maxSelect),
    options: options.map(([optionId, optionName, priceCents, isAvailable]) => ({
      id: optionId,
      name: optionName,
      priceCents: Number(priceCents),
      isAvailable: Boolean(isAvailable),
    })),
  }));
}

function parseMoneyRules(json: string | null): OrderMoneyRules {
  if (!json)
    return {
      currency: DEFAULT_MONEY_SETTINGS.currency,
      tax: NO_TAX,
      tips: DEFAULT_MONEY_SETTINGS.tips,
      paymentMethods: DEFAULT_PAYMENT_METHODS,
      cardHoldMarginPercent: DEFAULT_MONEY_SETTINGS.cardHoldMarginPercent,
    };
  const [currency, mode, deliveryRate, tipsEnabled, presets, cash, card, upi, margin] = JSON.parse(json) as [
    string,
    TaxMode,
    number,
    number,
    number[],
    number,
    number,
    number,
    number,
  ];
  return {
    currency,
    tax: { mode, deliveryRate: Number(deliveryRate) },
    tips: { enabled: tipsEnabled === 1, presets },
    paymentMethods: { cash: cash === 1, card: card === 1, upi: upi === 1 },
    cardHoldMarginPercent: Number(margin),
  };
}

function parseCoupon(json: string | null): CouponTerms | undefined {
  if (!json) return undefined;
  const [code, discountPercent, active, expiresAt, minOrderCents, usageLimit, usedCount] = JSON.parse(json) as [
    string,
    number,
    number,
    number | null,
    number,
    number | null,
    number,
  ];
  return { code, discountPercent, active: active === 1, expiresAt, minOrderCents, usageLimit, usedCount };
}

function parseRecentOrders(json: string | null): RecentOrders | null {
  if (!json) return null;
  const [count, windowStartedAt] = JSON.parse(json) as [number, number];
  return { count, windowStartedAt };
}
