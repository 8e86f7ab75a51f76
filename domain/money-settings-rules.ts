import type { TaxMode } from './tax.ts';

/**
 * The limits and messages of the money settings (./money-settings.ts), apart from it because the
 * settings contract (domain/contracts/settings.ts) is built on them while ./money-settings.ts
 * takes its types from that contract.
 */

export const TAX_MODES = ['inclusive', 'exclusive'] as const satisfies readonly TaxMode[];

export const MAX_TIP_PRESETS = 5;
export const MAX_TIP_PERCENT = 100;
export const TAX_NUMBER_MAX_LENGTH = 30;

export const MONEY_SETTINGS_ERRORS = {
  currencyUnknown: 'Choose a currency by its ISO 4217 code, such as USD, EUR, GBP, INR or JPY.',
  localeInvalid: 'Enter a locale such as en-US, en-GB, de-DE or hi-IN.',
  taxModeInvalid: 'Choose whether prices include tax or tax is added at checkout.',
  taxRateInvalid: 'A tax rate is a percent from 0 to 100, with at most three decimals.',
  tipPresetsInvalid: `Tip presets are whole percents from 1 to ${MAX_TIP_PERCENT}, at most ${MAX_TIP_PRESETS}, each once.`,
  taxNumberInvalid: `A tax number is at most 30 letters, digits, spaces, dots, dashes or slashes, such as IT01234567890 or GB 123 4567 89.`,
  currencyChangeUnconfirmed:
    'The shop already has orders in another currency. Confirm the change: past orders keep their currency, and prices are not converted.',
} as const;
