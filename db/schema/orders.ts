import type { WeightUnit } from '../../domain/sale-quantity.ts';
import { SUBSTITUTION_MODES } from '../../domain/picking/substitution.ts';
import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { ChangeRecord } from '../../domain/order-change/change-record.ts';
import { EXTRA_PAYMENT_STATUSES } from '../../domain/order-change/settlement.ts';
import { TAX_MODES } from '../../domain/money-settings-rules.ts';
import type { TaxLine } from '../../domain/tax.ts';
import { HAND_OVER_TYPES } from '../../domain/fulfilment/settings.ts';
import { ORDER_HISTORY_KINDS, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '../../domain/order-status.ts';
import { PICK_STATUSES } from '../../domain/picking/pick-decision.ts';
import { APPROVAL_ANSWERS } from '../../domain/picking/replacement-approval.ts';
import type { KeptPlacedLine } from '../../domain/picking/order-lines.ts';
import { LANGUAGES } from '../../domain/i18n/languages.ts';
import { ORDER_CHANNELS } from '../../domain/order-channel.ts';
import { timestamps } from './timestamps.ts';
import { users } from './users.ts';
import { FIRST_LOCATION_ID, locations } from './locations.ts';

/**
 * A placed order with everything it was placed with: the amounts the server computed (cents),
 * the delivery address, and what may be kept of the payment (never a card number or CVV).
 * Customer name and e-mail are copied so the order reads the same after an account changes.
 */
export const orders = sqliteTable(
  'orders',
  {
    id: text('id').primaryKey(),
    /** The customer's account; null for a guest's order (followed through order_tracking). */
    userId: text('user_id').references(() => users.id),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountPercent: integer('discount_percent').notNull().default(0),
    discountCents: integer('discount_cents').notNull().default(0),
    deliveryFeeCents: integer('delivery_fee_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** ISO 4217: the shop's currency when the order was placed. */
    currency: text('currency').notNull().default('USD'),
    taxMode: text('tax_mode', { enum: TAX_MODES }).notNull().default('exclusive'),
    /** Added to the total ('exclusive') or already in the prices ('inclusive'). */
    taxCents: integer('tax_cents').notNull().default(0),
    /** One line per rate as computed when the order was placed (cents). */
    taxLines: text('tax_lines', { mode: 'json' }).$type<TaxLine[]>().notNull().default(sql`'[]'`),
    tipCents: integer('tip_cents').notNull().default(0),
    /** What the shop has given back so far (cash, UPI, card). */
    refundedCents: integer('refunded_cents').notNull().default(0),
    couponCode: text('coupon_code'),
    street: text('street').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    country: text('country').notNull().default(''),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    cardHolderName: text('card_holder_name'),
    upiId: text('upi_id'),
    upiTransactionId: text('upi_transaction_id'),
    /** The gateway's reference for the charge (card orders). */
    paymentReference: text('payment_reference'),
    fulfilmentType: text('fulfilment_type', { enum: HAND_OVER_TYPES }).notNull().default('delivery'),
    /**
     * Where it is made and handed over: its desk, slots and books. Not a declared foreign key:
     * SQLite cannot add one with a default to a table that has rows, and locations are never
     * removed, only closed (locations.closed_at), so every order keeps its location's name.
     */
    locationId: integer('location_id').notNull().default(FIRST_LOCATION_ID),
    /** The chosen slot's start; null for as soon as possible. */
    slotStart: integer('slot_start', { mode: 'timestamp_ms' }),
    /** When the shop promised it ready (the slot's start, or the ASAP time); null on orders from before. */
    promisedAt: integer('promised_at', { mode: 'timestamp_ms' }),
    phone: text('phone').notNull().default(''),
    notes: text('notes').notNull().default(''),
    /** The delivery zone's name when the shop has zones. */
    deliveryZone: text('delivery_zone'),
    /** When the desk accepted it; null while new. */
    acceptedAt: integer('accepted_at', { mode: 'timestamp_ms' }),
    /** When the kitchen aims to have it ready (set on accept, moved by a delay). */
    readyAt: integer('ready_at', { mode: 'timestamp_ms' }),
    /** The prep time chosen on accept (minutes): for a scheduled order, cooking starts this long before the ready time. */
    prepMinutes: integer('prep_minutes'),
    /** When the customer can expect it: the ready time for pickup, plus the drive for delivery. */
    expectedAt: integer('expected_at', { mode: 'timestamp_ms' }),
    /** Why the shop rejected it, as the customer reads it. */
    rejectionReason: text('rejection_reason'),
    /** Why a card payment the gateway called succeeded is held for the owner (not the order's amount or currency); null otherwise. */
    paymentHold: text('payment_hold'),
    /** The language it was placed in, which its mails are written in; null on orders from before the shop kept one (the shop's default then). */
    language: text('language', { enum: LANGUAGES }),
    /**
     * When its pick was completed (docs/product/picking.md): its lines and amounts are the final
     * ones since; null while it is as placed.
     */
    pickedAt: integer('picked_at', { mode: 'timestamp_ms' }),
    /** The total it was placed with, kept when its pick fixed `total_cents` to the final one; null until then. */
    estimatedTotalCents: integer('estimated_total_cents'),
    /**
     * The shop picks it before handing it over (domain/picking/to-pick.ts): a line was weighed or
     * its stock counted when it was placed. The desk offers "Pick" on it, and a card on it is held
     * rather than charged.
     */
    toPick: integer('to_pick', { mode: 'boolean' }).notNull().default(false),
    /** How it reached the shop (domain/order-channel.ts): the customer's own checkout, or taken by the team by phone or at the counter. */
    channel: text('channel', { enum: ORDER_CHANNELS }).notNull().default('web'),
    /**
     * Paid when it is handed over, whatever the method (an order the team took for later payment):
     * no gateway holds its payment, and the desk's hand-over takes it as it takes cash.
     */
    payLater: integer('pay_later', { mode: 'boolean' }).notNull().default(false),
    /**
     * Card orders: what the card was asked to hold (the total when charged at checkout; for an order
     * to pick, the estimate and the owner's margin, domain/picking/card-hold.ts), and when the
     * gateway said it holds it; null until then, and for cash and UPI.
     */
    authorizedCents: integer('authorized_cents'),
    authorizedAt: integer('authorized_at', { mode: 'timestamp_ms' }),
    /** Card orders: what the card was charged (the final amount of a picked order, up to its hold); null until then. */
    capturedCents: integer('captured_cents'),
    /** A table's own order (channel 'table'): the table and its name as it was; null otherwise. */
    tableId: integer('table_id'),
    tableName: text('table_name'),
    /** The open tab it joined when the table pays at the end; null when paid with the order. */
    tabId: integer('tab_id'),
    /** When staff last changed what it is (PATCH /api/orders/{id}: its lines, time, address or notes); null: as placed. */
    changedAt: integer('changed_at', { mode: 'timestamp_ms' }),
    /**
     * Card orders: what changes that made it cheaper gave back to the card (docs/product/counter-orders.md).
     * Not a refund: the order's total fell by as much, so the books count what it costs now; the
     * gateway's own count of money given back includes it (payments/handle-payment-event.ts).
     */
    changeReturnedCents: integer('change_returned_cents').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    index('orders_user_created_idx').on(table.userId, table.createdAt),
    index('orders_created_idx').on(table.createdAt),
    index('orders_status_idx').on(table.status),
    index('orders_payment_status_idx').on(table.paymentStatus),
    index('orders_tab_idx').on(table.tabId),
    check(
      'orders_amounts_not_negative',
      sql`${table.subtotalCents} >= 0 and ${table.discountCents} >= 0 and ${table.deliveryFeeCents} >= 0 and ${table.totalCents} >= 0`,
    ),
  ],
);

export interface OrderLineOption {
  id: string;
  name: string;
  priceCents: number;
}

/** The dishes of an order as they were when it was placed; the dish itself may change or go. */
export const orderLines = sqliteTable(
  'order_lines',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    foodId: text('food_id').notNull(),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    image: text('image').notNull().default(''),
    /** The options chosen, as they were: names and price changes (cents). `priceCents` already includes them. */
    options: text('options', { mode: 'json' }).$type<OrderLineOption[]>().notNull().default(sql`'[]'`),
    /** The dish's category and its tax rate (percent) when ordered, for the reports. */
    category: text('category').notNull().default(''),
    taxRate: real('tax_rate').notNull().default(0),
    /** Items of this line given back by refunds of chosen lines; the refund's guarded update keeps it within `quantity`. */
    refundedQuantity: integer('refunded_quantity').notNull().default(0),
    /** What the line took from its product's stock (thousandths), given back if the order is cancelled; 0: untracked. */
    stockTakenMilli: integer('stock_taken_milli').notNull().default(0),
    /**
     * A line sold by weight: what was asked (thousandths of `weightUnit`) at `unitPriceCents` per unit
     * with its options. Such a line keeps `quantity` 1 and `priceCents` its amount (price × weight,
     * half up), so that every sum of price × quantity stays the books' (domain/sale-quantity.ts).
     * Null for a line sold by the unit.
     */
    weightMilli: integer('weight_milli'),
    weightUnit: text('weight_unit').$type<WeightUnit>(),
    unitPriceCents: integer('unit_price_cents'),
    /**
     * What may replace the line if its product is out when the order is picked
     * (domain/picking/substitution.ts). Lines of orders placed before the choice existed read
     * 'none': nothing is put in their place that the customer did not agree to.
     */
    substitutionMode: text('substitution_mode', { enum: SUBSTITUTION_MODES }).notNull().default('none'),
    /** 'specific': the product the customer named, and its name as the order was placed (what staff read). */
    substitutionProductId: text('substitution_product_id'),
    substitutionName: text('substitution_name'),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.position] }), check('order_lines_quantity_positive', sql`${table.quantity} > 0`)],
);

/**
 * What staff decided for each line of an order while picking it (POST /api/orders/{id}/pick),
 * one row per line, a later decision overwriting the earlier. Once the pick is completed the
 * order's lines are its final lines, and each row here also keeps the line as it was placed:
 * what the customer ordered, which the order's answer still shows beside what was picked
 * (docs/decisions/028-storing-a-pick.md).
 */
export const orderLinePicks = sqliteTable(
  'order_line_picks',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The line's place in the order (order_lines.position). */
    position: integer('position').notNull(),
    status: text('status', { enum: PICK_STATUSES }).notNull(),
    /**
     * Picked: the items found, or the weight weighed; replaced: the replacement's items or weight.
     * Thousandths; null when missing.
     */
    quantityMilli: integer('quantity_milli'),
    /** Replaced: the product sent, its name and its price (one item, or per `product_unit`) as sent; null otherwise. */
    productId: text('product_id'),
    productName: text('product_name'),
    productPriceCents: integer('product_price_cents'),
    productUnit: text('product_unit').$type<WeightUnit>(),
    decidedAt: integer('decided_at', { mode: 'timestamp_ms' }).notNull(),
    decidedBy: text('decided_by'),
    /** The line as it was placed, kept when the pick is completed and order_lines takes the final line; null before. */
    placedLine: text('placed_line', { mode: 'json' }).$type<KeptPlacedLine>(),
    /**
     * Where the owner asks customers to approve replacements: until when this replacement waits
     * for the customer's answer, and that answer (null: none yet). Kept when the same replacement
     * is recorded again, and when the pick is completed (a line declined or unanswered is then
     * missing, with what was offered kept here). Null when the customer is not asked.
     */
    approvalUntil: integer('approval_until', { mode: 'timestamp_ms' }),
    approvalAnswer: text('approval_answer', { enum: APPROVAL_ANSWERS }),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.position] })],
);

/** Every status an order or its payment has had: what, when and who (null: the shop itself). */
export const orderStatusHistory = sqliteTable(
  'order_status_history',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 'ready_time': the desk moved the ready time; `status` holds the new one (ISO 8601). 'pick': the pick was completed (`status` 'picked'). */
    kind: text('kind', { enum: ORDER_HISTORY_KINDS }).notNull(),
    status: text('status').notNull(),
    changedAt: integer('changed_at', { mode: 'timestamp_ms' }).notNull(),
    changedBy: text('changed_by'),
    changedByName: text('changed_by_name'),
    /** 'change': the reason and what changed (domain/order-change/change-record.ts); null for every other kind. */
    detail: text('detail', { mode: 'json' }).$type<ChangeRecord>(),
  },
  (table) => [index('order_status_history_order_idx').on(table.orderId)],
);

/**
 * The extra a card order's customer is asked to pay when staff changed it to cost more than the
 * card paid (docs/decisions/031-paying-the-extra-of-a-changed-order.md). At most one is requested
 * at a time: a later change withdraws it, and asks for the new extra if there is one.
 */
export const orderExtraPayments = sqliteTable(
  'order_extra_payments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: EXTRA_PAYMENT_STATUSES }).notNull().default('requested'),
    /** The gateway's reference for its charge (the test gateway's authorization, Stripe's PaymentIntent); null until one is opened. */
    reference: text('reference'),
    requestedAt: integer('requested_at', { mode: 'timestamp_ms' }).notNull(),
    paidAt: integer('paid_at', { mode: 'timestamp_ms' }),
  },
  (table) => [
    index('order_extra_payments_order_idx').on(table.orderId),
    index('order_extra_payments_reference_idx').on(table.reference),
    uniqueIndex('order_extra_payments_one_requested').on(table.orderId).where(sql`${table.status} = 'requested'`),
    check('order_extra_payments_amount_positive', sql`${table.amountCents} > 0`),
  ],
);

export type OrderExtraPaymentRow = typeof orderExtraPayments.$inferSelect;

/**
 * Idempotency-Key per user for POST /api/orders: reserved before the payment is taken, then
 * pointed at the order. `requestHash` tells a retry (same body) from a different request.
 */
export const idempotencyKeys = sqliteTable(
  'idempotency_keys',
  {
    userId: text('user_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    orderId: text('order_id'),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderStatusHistoryRow = typeof orderStatusHistory.$inferSelect;
export type OrderLinePickRow = typeof orderLinePicks.$inferSelect;

/**
 * Orders taken per location and time slot (its start, epoch ms), shared by delivery and pickup:
 * the location's kitchen makes both. The count is raised in the batch that writes the order, and the CHECK refuses the
 * batch once the slot is full, so capacity holds however many orders race for the last place.
 */
export const slotBookings = sqliteTable(
  'slot_bookings',
  {
    locationId: integer('location_id')
      .notNull()
      .default(FIRST_LOCATION_ID)
      .references(() => locations.id, { onDelete: 'cascade' }),
    slotStart: integer('slot_start').notNull(),
    orders: integer('orders').notNull(),
    capacity: integer('capacity').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.locationId, table.slotStart] }),
    check('slot_bookings_within_capacity', sql`${table.orders} <= ${table.capacity}`),
  ],
);

/**
 * Money given back on an order (cash, UPI; card refunds through the gateway too): how much, when,
 * who recorded it and why, and what it gave back of each part of the order (domain/refund-split.ts):
 * tax per rate, tip, the fee's share, the items chosen. The order's `refunded_cents` is their
 * sum, raised in the same batch.
 */
export const refunds = sqliteTable(
  'refunds',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    note: text('note').notNull().default(''),
    createdAt: integer('created_at', { mode: 'timestamp_ms' }).notNull(),
    createdBy: text('created_by'),
    /** Σ of `taxLines`' tax: the tax given back. */
    taxCents: integer('tax_cents').notNull().default(0),
    tipCents: integer('tip_cents').notNull().default(0),
    /** The delivery fee's share, as the order counts its fee (its tax is in `taxLines`). */
    deliveryFeeCents: integer('delivery_fee_cents').notNull().default(0),
    /** Per rate: the net amount and the tax given back. */
    taxLines: text('tax_lines', { mode: 'json' }).$type<TaxLine[]>().notNull().default(sql`'[]'`),
    /** The items chosen (`position` in the order, `quantity`); empty for a refund pro rata. */
    lines: text('lines', { mode: 'json' }).$type<{ position: number; quantity: number }[]>().notNull().default(sql`'[]'`),
  },
  (table) => [
    index('refunds_order_idx').on(table.orderId),
    index('refunds_created_idx').on(table.createdAt),
    check('refunds_amount_positive', sql`${table.amountCents} > 0`),
  ],
);

export type RefundRow = typeof refunds.$inferSelect;

/**
 * A guest's private link to an order: /track/{token}. The token is looked up by its SHA-256, and
 * kept otherwise only sealed for the mails that carry the link (mail/mail-payload.ts),
 * so the table alone opens no order. A row is written only for guest orders, off the signed-in path.
 */
export const orderTracking = sqliteTable(
  'order_tracking',
  {
    tokenHash: text('token_hash').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sealedToken: text('sealed_token').notNull(),
    /** The guest's e-mail (normalised): an account made with it later takes these orders in. */
    emailNormalized: text('email_normalized').notNull(),
  },
  (table) => [index('order_tracking_email_idx').on(table.emailNormalized)],
);
