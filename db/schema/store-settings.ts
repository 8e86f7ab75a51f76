import { sql } from 'drizzle-orm';
import { check, integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { DEFAULT_MONEY_SETTINGS as MONEY } from '../../domain/money-settings.ts';
import { TAX_MODES } from '../../domain/money-settings-rules.ts';
import { DEFAULT_COUNTRY_CODE } from '../../domain/country-codes.ts';
import { DEFAULT_STORE_DETAILS as SHOP } from '../../domain/store-details.ts';
import { timestamps } from './timestamps.ts';

/**
 * The shop's settings: one row, id 1 (written by the migration that made the table). The
 * details' defaults are what the storefront showed before they were settings, so an existing
 * shop looks the same until its owner saves other ones.
 */
export const storeSettings = sqliteTable(
  'store_settings',
  {
    id: integer('id').primaryKey(),
    deliveryFeeCents: integer('delivery_fee_cents').notNull().default(300),
    storeName: text('store_name').notNull().default(SHOP.storeName),
    contactEmail: text('contact_email').notNull().default(SHOP.contactEmail),
    phone: text('phone').notNull().default(SHOP.phone),
    street: text('street').notNull().default(SHOP.street),
    locality: text('locality').notNull().default(SHOP.locality),
    /** The country's name as the owner last saved it: what GET /api/settings has always said as `country`. */
    country: text('country').notNull().default(SHOP.country),
    /** ISO 3166-1 alpha-2: whose address format the checkout asks for and orders are written in (domain/address-format.ts). */
    countryCode: text('country_code').notNull().default(DEFAULT_COUNTRY_CODE),
    openingHours: text('opening_hours').notNull().default(SHOP.openingHours),
    /** ISO 4217; orders keep the currency they were placed in (orders.currency). */
    currency: text('currency').notNull().default(MONEY.currency),
    locale: text('locale').notNull().default(MONEY.locale),
    taxMode: text('tax_mode', { enum: TAX_MODES }).notNull().default(MONEY.taxMode),
    /** Percent. */
    deliveryTaxRate: real('delivery_tax_rate').notNull().default(MONEY.deliveryTaxRate),
    tipsEnabled: integer('tips_enabled', { mode: 'boolean' }).notNull().default(MONEY.tips.enabled),
    /** Whole percents offered at checkout, as a JSON array. */
    tipPresets: text('tip_presets', { mode: 'json' }).$type<number[]>().notNull().default(sql`'[10,15,20]'`),
    /** The shop's VAT or tax number for receipts and order mails; '' when it has none. */
    taxNumber: text('tax_number').notNull().default(''),
    /** Minutes a new order may wait for an answer before the desk flags it. */
    answerWithinMinutes: integer('answer_within_minutes').notNull().default(5),
    /** The drive from ready to the customer's door, for the arrival time delivery customers see. */
    travelMinutes: integer('travel_minutes').notNull().default(15),
    /**
     * Whether a replacement staff record while picking waits for the customer's answer, and for
     * how many minutes (domain/picking/approval-settings.ts).
     */
    replacementApproval: integer('replacement_approval', { mode: 'boolean' }).notNull().default(false),
    replacementApprovalMinutes: integer('replacement_approval_minutes').notNull().default(10),
    /** Where new-order notices go; empty: the contact e-mail. */
    orderNoticeEmail: text('order_notice_email').notNull().default(''),
    /** Whether people may order without an account (name, e-mail and phone). */
    guestCheckout: integer('guest_checkout', { mode: 'boolean' }).notNull().default(true),
    /** The ways to pay the shop offers (domain/payment-methods.ts); card only while a gateway takes cards. */
    payCash: integer('pay_cash', { mode: 'boolean' }).notNull().default(true),
    payCard: integer('pay_card', { mode: 'boolean' }).notNull().default(true),
    payUpi: integer('pay_upi', { mode: 'boolean' }).notNull().default(true),
    /** Percent over the estimate a card is held for on an order picking may make dearer (domain/picking/card-capture.ts). */
    cardHoldMarginPercent: integer('card_hold_margin_percent').notNull().default(MONEY.cardHoldMarginPercent),
    /** While a changed card order's extra is unpaid, its desk card cannot be marked ready (domain/order-change/settlement.ts). */
    kitchenWaitsForExtra: integer('kitchen_waits_for_extra', { mode: 'boolean' }).notNull().default(false),
    /** Where UPI payments go (shopname@bank); '' until the owner sets it. */
    upiId: text('upi_id').notNull().default(''),
    /** The storefront's look as JSON (domain/brand.ts); null: the demo's. */
    brand: text('brand'),
    /** The default and offered languages as JSON (domain/i18n/shop-languages.ts); null: every shipped one, English first. */
    languages: text('languages'),
    ...timestamps,
  },
  (table) => [
    check('store_settings_single_row', sql`${table.id} = 1`),
    check('store_settings_fee_not_negative', sql`${table.deliveryFeeCents} >= 0`),
  ],
);

export const STORE_SETTINGS_ID = 1;
export type StoreSettingsRow = typeof storeSettings.$inferSelect;
