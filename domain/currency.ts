import { localeNumberText, readLocaleNumber } from './locale-number.ts';
import {
  centsToDollars,
  DEFAULT_CURRENCY,
  displayCurrency,
  dollarsToCents,
  formatFor as moneyFormat,
  minorDigits,
  type Cents,
  type ShopCurrency,
} from './money.ts';

/**
 * What the admin and the forms need of currencies beyond money.ts (which every page loads):
 * which codes and locales exist, a currency's sign, whole minor units, strict formatting, and
 * amounts as a person types them in a field.
 */
export { DEFAULT_CURRENCY, type ShopCurrency };

const formats = new Map<string, Intl.NumberFormat>();

// Strict, unlike money.ts's: an unknown currency or locale throws, which the Settings form's example relies on.
function formatFor(currency: ShopCurrency): Intl.NumberFormat {
  const key = `${currency.locale}|${currency.code}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(currency.locale, { style: 'currency', currency: currency.code });
    formats.set(key, format);
  }
  return format;
}

/** Whether `code` is a currency the platform knows (not just three letters). */
export function isKnownCurrency(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  const supported = (Intl as { supportedValuesOf?: (key: 'currency') => string[] }).supportedValuesOf?.('currency');
  return supported ? supported.includes(code) : true;
}

export function isValidLocale(locale: string): boolean {
  try {
    return Intl.getCanonicalLocales(locale).length === 1;
  } catch {
    return false;
  }
}

/**
 * How a person reads an amount: '$12.50', '₹1,250.00', '¥1,250', '12,50 €'. Like formatMoney
 * (money.ts), but an unknown currency or locale throws instead of falling back to dollars.
 */
export function formatAmount(minor: number, currency: ShopCurrency): string {
  return formatFor(currency).format(centsToDollars(minor, currency));
}

/** The currency's sign as the locale writes it ('$', '₹', '€'), for a field's label. */
export function currencySymbol(currency: ShopCurrency = displayCurrency()): string {
  return (
    moneyFormat(currency)
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value ?? currency.code
  );
}

/**
 * Whether an amount as a form or the API gives it is a whole number of the shop's minor unit (at
 * most two decimals for dollars, none for yen, three for dinars): the one check every amount
 * field makes.
 */
export function hasWholeCents(amount: number, currency: ShopCurrency = displayCurrency()): boolean {
  const scaled = amount * 10 ** minorDigits(currency);
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/**
 * An amount as an input shows it, in the shop's locale and as many decimals as the currency has
 * ('12.50' in en-US, '12,50' in it-IT, '1200' in yen): what the owner would type, read back by
 * the shared schemas (./number-input.ts).
 */
export function amountText(amount: number, currency: ShopCurrency = displayCurrency()): string {
  return localeNumberText(amount, currency.locale, minorDigits(currency));
}

/** Minor units as an amount field shows them ('12.50', '12,50', '1200'). */
export function centsText(cents: Cents, currency: ShopCurrency = displayCurrency()): string {
  return amountText(centsToDollars(cents, currency), currency);
}

/** An amount typed in a field: minor units, or why not (unreadable as a number, or finer than the currency's minor unit). */
export type TypedAmount = { kind: 'amount'; cents: Cents } | { kind: 'unreadable'; message: string } | { kind: 'fractionOfCent' };

/** Reads what a person typed in an amount field the shop's way ("5,50" in it-IT, "1.250,00" in de-DE). */
export function readTypedAmount(text: string, currency: ShopCurrency = displayCurrency()): TypedAmount {
  const read = readLocaleNumber(text, currency.locale);
  if (!read.ok) return { kind: 'unreadable', message: read.message };
  if (!hasWholeCents(read.value, currency)) return { kind: 'fractionOfCent' };
  return { kind: 'amount', cents: dollarsToCents(read.value, currency) };
}

/** How a message says what decimals an amount may have: 'at most two decimals', 'no decimals' (yen), 'at most three decimals' (dinars). */
export function decimalsAllowed(currency: ShopCurrency = displayCurrency()): string {
  const digits = minorDigits(currency);
  if (digits === 0) return 'no decimals';
  return `at most ${['one', 'two', 'three', 'four'][digits - 1] ?? digits} decimal${digits === 1 ? '' : 's'}`;
}

/** A limit as a message states it, without decimals: '$10,000', '¥1,000,000'. */
export function formatWholeMoney(cents: number, currency: ShopCurrency = displayCurrency()): string {
  const amount = centsToDollars(cents, currency);
  try {
    return new Intl.NumberFormat(currency.locale, {
      style: 'currency',
      currency: currency.code,
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    }).format(amount);
  } catch {
    return String(amount);
  }
}
