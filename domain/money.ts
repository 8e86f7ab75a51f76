/**
 * Money inside Doorstep is integers of the currency's minor unit: cents for dollars, paise for
 * rupees, whole yen (no minor unit), fils for dinars (a thousandth). The variables say "cents"
 * for short. Amounts appear as decimals only at the edges: the JSON the API speaks (as many
 * decimals as the currency has) and what a person reads on screen, written with
 * Intl.NumberFormat in the shop's currency and locale. Without a currency named, the shop's is
 * meant (displayCurrency below).
 */
import { formatWithPattern, isMoneyPattern, type MoneyPattern } from './money-pattern.ts';

export type Cents = number;

/** The shop's currency (ISO 4217, e.g. 'USD', 'INR') and the locale amounts are written in (BCP 47, e.g. 'en-IN'). */
export interface ShopCurrency {
  code: string;
  locale: string;
}

export const DEFAULT_CURRENCY: ShopCurrency = { code: 'USD', locale: 'en-US' };

/** An amount as the API speaks it → integer minor units. Goes through the decimal text so 1.005 USD → 101. */
export function dollarsToCents(dollars: number, currency: ShopCurrency = displayCurrency()): Cents {
  if (!Number.isFinite(dollars)) throw new RangeError(`Not an amount of money: ${dollars}`);
  return Math.round(Number(`${Math.abs(dollars)}e${minorDigits(currency)}`)) * Math.sign(dollars) || 0;
}

/** Integer minor units → the amount for JSON (exact to the currency's decimals). */
export function centsToDollars(cents: Cents, currency: ShopCurrency = displayCurrency()): number {
  return Math.round(cents) / 10 ** minorDigits(currency);
}

/** How many decimals the currency's minor unit has: 2 for USD and INR, 0 for JPY, 3 for KWD. */
export function minorDigits(currency: ShopCurrency = displayCurrency()): number {
  const pattern = pagePatternFor(currency);
  if (pattern) return pattern.digits;
  const key = `${currency.locale}|${currency.code}`;
  let digits = digitsByCurrency.get(key);
  if (digits === undefined) {
    // resolvedOptions() builds a new object each time: asked once per currency, not per amount.
    digits = formatFor(currency).resolvedOptions().maximumFractionDigits ?? 2;
    digitsByCurrency.set(key, digits);
  }
  return digits;
}
const digitsByCurrency = new Map<string, number>();

let chosenCurrency: ShopCurrency | undefined;
const formats = new Map<string, Intl.NumberFormat>();

/**
 * The shop's currency and locale, for every amount shown without naming one. A server sets it
 * when it reads the shop's settings (one shop per server); in the browser the page says it
 * (`<html data-shop-currency data-shop-locale>`, written in by the server that serves the page).
 */
export function setDisplayCurrency(currency: ShopCurrency): void {
  chosenCurrency = currency;
}

export function displayCurrency(): ShopCurrency {
  if (!chosenCurrency) {
    const page = pageData();
    if (!page?.shopCurrency) return DEFAULT_CURRENCY;
    chosenCurrency = { code: page.shopCurrency, locale: page.shopLocale ?? DEFAULT_CURRENCY.locale };
  }
  return chosenCurrency;
}

export function formatFor(currency: ShopCurrency): Intl.NumberFormat {
  const key = `${currency.locale}|${currency.code}`;
  let format = formats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(currency.locale, { style: 'currency', currency: currency.code });
    } catch {
      format = new Intl.NumberFormat(DEFAULT_CURRENCY.locale, { style: 'currency', currency: DEFAULT_CURRENCY.code });
    }
    formats.set(key, format);
  }
  return format;
}

/** '$12.50', '₹1,250.00', '¥1,250', '12,50 €': how every amount is shown. */
export function formatMoney(cents: Cents, currency: ShopCurrency = displayCurrency()): string {
  const pattern = pagePatternFor(currency);
  if (pattern) return formatWithPattern(pattern, Math.round(cents));
  return formatFor(currency).format(centsToDollars(cents, currency));
}

/** The `data-*` of the page's `<html>`, where the server that served it says the shop's currency; undefined on a server. */
function pageData(): Record<string, string | undefined> | undefined {
  return (globalThis as { document?: { documentElement?: { dataset?: Record<string, string | undefined> } } }).document?.documentElement
    ?.dataset;
}

let pagePattern: MoneyPattern | null | undefined;

/**
 * The pattern the page carries for its shop's currency (`<html data-shop-money>`, see
 * money-pattern.ts), so amounts are written without waking Intl; null on a server.
 */
function pagePatternFor(currency: ShopCurrency): MoneyPattern | undefined {
  if (pagePattern === undefined) {
    const text = pageData()?.shopMoney;
    pagePattern = null;
    try {
      const parsed: unknown = text ? JSON.parse(text) : null;
      if (isMoneyPattern(parsed)) pagePattern = parsed;
    } catch {
      // A page without a readable pattern writes its amounts with Intl.
    }
  }
  return pagePattern && pagePattern.code === currency.code && pagePattern.locale === currency.locale ? pagePattern : undefined;
}

/** An amount as the API sends it, shown in the shop's currency. */
export function formatDollars(dollars: number, currency: ShopCurrency = displayCurrency()): string {
  return formatMoney(dollarsToCents(dollars, currency), currency);
}
