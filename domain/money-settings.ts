import { DEFAULT_CURRENCY } from './currency.ts';
import type { TaxMode } from './tax.ts';

/**
 * How the shop counts money (docs/product/money.md): its currency and locale, whether prices
 * include tax or it is added at checkout, the delivery fee's tax rate, and tips. The server reads
 * them into every order; the cart and checkout into their totals. What PUT /api/settings and the
 * Settings form accept is in ./money-settings-input.ts (with zod, which the cart does not load).
 */

export const TAX_MODES = ['inclusive', 'exclusive'] as const satisfies readonly TaxMode[];

export const TAX_MODE_LABELS: Record<TaxMode, string> = {
  inclusive: 'Prices include tax (VAT, GST)',
  exclusive: 'Tax is added at checkout (sales tax)',
};

export const MAX_TIP_PRESETS = 5;
export const MAX_TIP_PERCENT = 100;

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

export interface TipSettings {
  enabled: boolean;
  /** Percents offered at checkout, smallest first. */
  presets: number[];
}

export interface MoneySettings {
  /** ISO 4217. */
  currency: string;
  /** BCP 47. */
  locale: string;
  taxMode: TaxMode;
  /** Percent. */
  deliveryTaxRate: number;
  tips: TipSettings;
  /** The shop's VAT or tax number, printed on receipts and in order mails; '' when it has none. */
  taxNumber: string;
}

export const DEFAULT_MONEY_SETTINGS: MoneySettings = {
  currency: DEFAULT_CURRENCY.code,
  locale: DEFAULT_CURRENCY.locale,
  taxMode: 'exclusive',
  deliveryTaxRate: 0,
  tips: { enabled: false, presets: [10, 15, 20] },
  taxNumber: '',
};

export const TAX_NUMBER_MAX_LENGTH = 30;

/**
 * How receipts and mails print the shop's tax number: "VAT number IT01234567890" where prices
 * include tax (VAT, GST), "Tax number …" where it is added; '' when the shop has none.
 */
export function taxNumberLine(settings: Pick<MoneySettings, 'taxMode' | 'taxNumber'>): string {
  const number = settings.taxNumber.trim();
  if (number === '') return '';
  return `${settings.taxMode === 'inclusive' ? 'VAT number' : 'Tax number'} ${number}`;
}
