import { z } from 'zod';
import { isKnownCurrency, isValidLocale } from './currency.ts';
import { readNumberField } from './number-input.ts';
import { MAX_TIP_PERCENT, MAX_TIP_PRESETS, MONEY_SETTINGS_ERRORS, TAX_MODES, TAX_NUMBER_MAX_LENGTH } from './money-settings-rules.ts';
import { MAX_CARD_HOLD_MARGIN_PERCENT } from './picking/hold-margin.ts';

/** The money settings as PUT /api/settings and the Settings form send them (./money-settings.ts). */

/** Here, not with ./money-settings-rules.ts's, which the checkout's first load carries: only the form and the server check it. */
export const CARD_HOLD_MARGIN_ERRORS = {
  invalid: `The card hold margin is a whole percent from 0 to ${MAX_CARD_HOLD_MARGIN_PERCENT}.`,
} as const;

export const KITCHEN_WAITS_ERRORS = {
  invalid: 'kitchenWaitsForExtra is true or false.',
} as const;

/** The form sends text as typed; blank means 0, anything else is read in the shop's locale ("22,5" in it-IT). */
const toRate = readNumberField(0);

const hasAtMostThreeDecimals = (rate: number) => Math.abs(rate * 1000 - Math.round(rate * 1000)) < 1e-6;

/** A tax rate in percent: 0 to 100, three decimals at most (New York's 8.875). */
export const TaxRate = z.preprocess(
  toRate,
  z
    .number({ error: MONEY_SETTINGS_ERRORS.taxRateInvalid })
    .min(0, MONEY_SETTINGS_ERRORS.taxRateInvalid)
    .max(100, MONEY_SETTINGS_ERRORS.taxRateInvalid)
    .refine(hasAtMostThreeDecimals, MONEY_SETTINGS_ERRORS.taxRateInvalid),
);

export const TipSettingsInput = z.object(
  {
    enabled: z.boolean({ error: 'Say whether tips are on.' }),
    presets: z
      .array(
        z
          .int({ error: MONEY_SETTINGS_ERRORS.tipPresetsInvalid })
          .min(1, MONEY_SETTINGS_ERRORS.tipPresetsInvalid)
          .max(MAX_TIP_PERCENT, MONEY_SETTINGS_ERRORS.tipPresetsInvalid),
        {
          error: MONEY_SETTINGS_ERRORS.tipPresetsInvalid,
        },
      )
      .max(MAX_TIP_PRESETS, MONEY_SETTINGS_ERRORS.tipPresetsInvalid)
      .refine((presets) => new Set(presets).size === presets.length, MONEY_SETTINGS_ERRORS.tipPresetsInvalid)
      .transform((presets) => [...presets].sort((a, b) => a - b)),
  },
  { error: 'Send tips as { enabled, presets }.' },
);

export const MoneySettingsInput = z.object({
  currency: z
    .string({ error: MONEY_SETTINGS_ERRORS.currencyUnknown })
    .trim()
    .toUpperCase()
    .refine(isKnownCurrency, MONEY_SETTINGS_ERRORS.currencyUnknown),
  locale: z
    .string({ error: MONEY_SETTINGS_ERRORS.localeInvalid })
    .trim()
    .min(2, MONEY_SETTINGS_ERRORS.localeInvalid)
    .max(35, MONEY_SETTINGS_ERRORS.localeInvalid)
    .refine(isValidLocale, MONEY_SETTINGS_ERRORS.localeInvalid),
  taxMode: z.enum(TAX_MODES, { error: MONEY_SETTINGS_ERRORS.taxModeInvalid }),
  deliveryTaxRate: TaxRate,
  tips: TipSettingsInput,
  taxNumber: z
    .string({ error: MONEY_SETTINGS_ERRORS.taxNumberInvalid })
    .trim()
    .max(TAX_NUMBER_MAX_LENGTH, MONEY_SETTINGS_ERRORS.taxNumberInvalid)
    .regex(/^[\p{L}\p{N} .\-/]*$/u, MONEY_SETTINGS_ERRORS.taxNumberInvalid)
    // Left out, the number saved stays as it is (the form always sends it).
    .optional(),
  cardHoldMarginPercent: z
    .int({ error: CARD_HOLD_MARGIN_ERRORS.invalid })
    .min(0, CARD_HOLD_MARGIN_ERRORS.invalid)
    .max(MAX_CARD_HOLD_MARGIN_PERCENT, CARD_HOLD_MARGIN_ERRORS.invalid)
    // Left out, the margin saved stays as it is.
    .optional(),
  /** While a changed card order's extra is unpaid, the desk's Ready waits for it (docs/product/counter-orders.md). */
  kitchenWaitsForExtra: z.boolean({ error: KITCHEN_WAITS_ERRORS.invalid }).optional(),
});
export type MoneySettingsInput = z.infer<typeof MoneySettingsInput>;
