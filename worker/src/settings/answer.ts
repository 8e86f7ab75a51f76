import { z } from 'zod';
import type { CouponRow, StoreSettingsRow } from '../../../db/schema/index.ts';
import { DEFAULT_DELIVERY_FEE_CENTS } from '../../../domain/constants.ts';
import { readStoredFulfilment } from '../../../domain/fulfilment/settings.ts';
import { DEFAULT_DESK_SETTINGS, type DeskSettings } from '../../../domain/order-desk.ts';
import { centsToDollars } from '../../../domain/money.ts';
import { DEFAULT_MONEY_SETTINGS, TAX_MODES, type MoneySettings } from '../../../domain/money-settings.ts';
import { FulfilmentSettingsAnswer, fulfilmentSettingsAnswer } from '../fulfilment/answer.ts';
import type { AdminCoupon } from '../../../domain/coupon-form.ts';
import { DEFAULT_STORE_DETAILS, storeDetailsOf, type PublicStoreSettings } from '../../../domain/store-details.ts';
import { Count, dataAnswer, dataAnswerWithMessage, Dollars, IsoInstant } from '../../../domain/contracts/envelope.ts';

export const PublicSettingsAnswer = z
  .object({
    deliveryFee: Dollars.meta({ examples: [3] }),
    storeName: z.string(),
    contactEmail: z.string(),
    phone: z.string(),
    street: z.string(),
    locality: z.string().describe('City, state and ZIP code'),
    country: z.string(),
    openingHours: z.string(),
    fulfilment: FulfilmentSettingsAnswer,
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .describe('ISO 4217: every amount the API speaks is in it')
      .meta({ examples: ['USD'] }),
    locale: z
      .string()
      .describe('BCP 47: how amounts and dates are written for people')
      .meta({ examples: ['en-US'] }),
    taxMode: z.enum(TAX_MODES).describe("'inclusive': prices include tax; 'exclusive': tax is added at checkout"),
    deliveryTaxRate: z.number().min(0).max(100).describe('Percent of tax on the delivery fee'),
    tips: z.object({ enabled: z.boolean(), presets: z.array(z.int().min(1).max(100)).describe('Percents offered at checkout') }),
    taxNumber: z
      .string()
      .max(30)
      .describe("The shop's VAT or tax number, printed on receipts and in order mails; '' when none")
      .meta({ examples: ['IT01234567890'] }),
    desk: z.object({
      answerWithinMinutes: z.int().min(1).describe('A new order nobody has answered for this long is flagged on the desk'),
      travelMinutes: z.int().min(0).describe('The drive from ready to the door, added to the ready time for delivery customers'),
    }),
    guestCheckout: z
      .boolean()
      .describe('Whether people may order without an account (name, e-mail and phone), following the order by a private link'),
  })
  .meta({ id: 'PublicSettings' }) satisfies z.ZodType<PublicStoreSettings>;

export const SettingsAnswer = dataAnswer(PublicSettingsAnswer);
export const SettingsSavedAnswer = dataAnswerWithMessage(PublicSettingsAnswer);

export const AdminCouponAnswer = z
  .object({
    code: z.string().meta({ examples: ['SAVE10'] }),
    discountPercent: z.int().min(1).max(100),
    active: z.boolean(),
    expiresAt: IsoInstant.nullable().describe('From this instant it no longer applies; null for never'),
    minOrder: Dollars.describe('Dollars; 0 for no minimum'),
    usageLimit: z.int().min(1).nullable(),
    usedCount: Count,
  })
  .meta({ id: 'AdminCoupon' }) satisfies z.ZodType<AdminCoupon>;

export const CouponsAnswer = dataAnswer(z.array(AdminCouponAnswer));
export const CouponChangedAnswer = dataAnswerWithMessage(AdminCouponAnswer);

export function toAdminCoupon(row: CouponRow): AdminCoupon {
  return {
    code: row.code,
    discountPercent: row.discountPercent,
    active: row.active,
    expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null,
    minOrder: centsToDollars(row.minOrderCents),
    usageLimit: row.usageLimit,
    usedCount: row.usedCount,
  };
}

/** A settings row as the API speaks it (dollars); the defaults when the row is missing. */
export function toPublicSettings(row: StoreSettingsRow | undefined): PublicSettings {
  const fulfilment = fulfilmentSettingsAnswer(readStoredFulfilment(row?.fulfilment));
  if (!row)
    return {
      ...DEFAULT_STORE_DETAILS,
      ...DEFAULT_MONEY_SETTINGS,
      deliveryFee: centsToDollars(DEFAULT_DELIVERY_FEE_CENTS),
      fulfilment,
      desk: DEFAULT_DESK_SETTINGS,
      guestCheckout: true,
    };
  return {
    ...storeDetailsOf(row),
    ...moneySettingsOf(row),
    deliveryFee: centsToDollars(row.deliveryFeeCents),
    fulfilment,
    desk: deskSettingsOf(row),
    guestCheckout: row.guestCheckout,
  };
}

export function moneySettingsOf(
  row: Pick<StoreSettingsRow, 'currency' | 'locale' | 'taxMode' | 'deliveryTaxRate' | 'tipsEnabled' | 'tipPresets' | 'taxNumber'>,
): MoneySettings {
  return {
    currency: row.currency,
    locale: row.locale,
    taxMode: row.taxMode,
    deliveryTaxRate: row.deliveryTaxRate,
    tips: { enabled: row.tipsEnabled, presets: row.tipPresets },
    taxNumber: row.taxNumber,
  };
}

export function deskSettingsOf(row: Pick<StoreSettingsRow, 'answerWithinMinutes' | 'travelMinutes'> | undefined): DeskSettings {
  return row ? { answerWithinMinutes: row.answerWithinMinutes, travelMinutes: row.travelMinutes } : DEFAULT_DESK_SETTINGS;
}

/** GET /api/settings → data: the store details, the flat delivery fee, how orders are handed over and the desk's limits. */
export type PublicSettings = PublicStoreSettings & { fulfilment: FulfilmentSettingsAnswer; desk: DeskSettings; guestCheckout: boolean };
