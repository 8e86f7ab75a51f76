import { DEFAULT_CURRENCY } from './currency.ts';
import { DEFAULT_CARD_HOLD_MARGIN_PERCENT } from './picking/hold-margin.ts';
import type { PublicSettings } from './contracts/settings.ts';
import type { TaxMode } from './tax.ts';

/**
 * How the shop counts money (docs/product/money.md): its currency and locale, whether prices
 * include tax or it is added at checkout, the delivery fee's tax rate, tips, and the margin a card
 * is held for over the estimate of an order the shop picks (docs/product/picking.md). The server reads
 * them into every order; the cart and checkout into their totals. What PUT /api/settings and the
 * Settings form accept is in ./money-settings-input.ts (with zod, which the cart does not load),
 * its limits and messages in ./money-settings-rules.ts: imported from there, not through here, so
 * the cart's and checkout's first load, which carries this file, leaves them out.
 */

export const TAX_MODE_LABELS: Record<TaxMode, string> = {
  inclusive: 'Prices include tax (VAT, GST)',
  exclusive: 'Tax is added at checkout (sales tax)',
};

/** How the shop counts money, as GET /api/settings answers it (domain/contracts/settings.ts). */
export type MoneySettings = Pick<
  PublicSettings,
  'currency' | 'locale' | 'taxMode' | 'deliveryTaxRate' | 'tips' | 'taxNumber' | 'cardHoldMarginPercent' | 'kitchenWaitsForExtra'
>;
/** Whether tips are on and the percents offered at checkout, smallest first. */
export type TipSettings = MoneySettings['tips'];

export const DEFAULT_MONEY_SETTINGS: MoneySettings = {
  currency: DEFAULT_CURRENCY.code,
  locale: DEFAULT_CURRENCY.locale,
  taxMode: 'exclusive',
  deliveryTaxRate: 0,
  tips: { enabled: false, presets: [10, 15, 20] },
  taxNumber: '',
  cardHoldMarginPercent: DEFAULT_CARD_HOLD_MARGIN_PERCENT,
  kitchenWaitsForExtra: false,
};

/**
 * How receipts and mails print the shop's tax number: "VAT number IT01234567890" where prices
 * include tax (VAT, GST), "Tax number …" where it is added; '' when the shop has none.
 */
export function taxNumberLine(settings: Pick<MoneySettings, 'taxMode' | 'taxNumber'>): string {
  const number = settings.taxNumber.trim();
  if (number === '') return '';
  return `${settings.taxMode === 'inclusive' ? 'VAT number' : 'Tax number'} ${number}`;
}
