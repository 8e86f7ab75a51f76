/**
 * How amounts of one currency are written in one locale, taken apart once with Intl so a page can
 * write them without it. A browser's first Intl formatter wakes its locale data, one long task of
 * 70–180 ms on a phone at the mobile preset's slowdown, on every page that shows a price; the
 * servers take the shop's currency apart and write the pattern into each page
 * (`<html data-shop-money>`), and money.ts formats with it.
 */
export interface MoneyPattern {
  code: string;
  locale: string;
  /** Decimals of the minor unit: 2 for dollars, 0 for yen, 3 for dinars. */
  digits: number;
  /** Around a positive amount ('$', '' / '', ' €'), and around a negative one ('-$', '' / '-', ' €'). */
  prefix: string;
  suffix: string;
  negativePrefix: string;
  negativeSuffix: string;
  group: string;
  decimal: string;
  /** Digits in the group nearest the decimal point, and in every group after it (3, 3; en-IN: 3, 2). */
  primaryGroup: number;
  secondaryGroup: number;
  /** 2 where a four-digit amount is written ungrouped ('1234,00 €' in es-ES, '12.345,00 €'). */
  minimumGroupingDigits: number;
}

/** Whether a page's `data-shop-money` holds a whole pattern (else the page's amounts go through Intl). */
export function isMoneyPattern(value: unknown): value is MoneyPattern {
  if (typeof value !== 'object' || value === null) return false;
  const fields = value as Record<string, unknown>;
  const isCount = (key: string, least: number) =>
    Number.isInteger(fields[key]) && (fields[key] as number) >= least && (fields[key] as number) <= 4;
  return (
    ['code', 'locale', 'prefix', 'suffix', 'negativePrefix', 'negativeSuffix', 'group', 'decimal'].every(
      (key) => typeof fields[key] === 'string',
    ) &&
    isCount('digits', 0) &&
    isCount('minimumGroupingDigits', 0) &&
    isCount('primaryGroup', 1) &&
    isCount('secondaryGroup', 1)
  );
}

/** Amounts the pattern must write exactly as Intl does before a page may use it (in minor units). */
const PROBES = [0, 1, 7, 99, 100, 105, 1_234, 12_345, 123_456, 1_234_567, 12_345_678, 123_456_789, 98_765_432_109];

/**
 * The pattern of the currency in its locale, or undefined where one cannot stand in for Intl:
 * digits other than 0–9 (Arabic-Indic in ar-EG, say), an unknown currency, or any probe written
 * differently.
 */
export function moneyPatternOf(currency: { code: string; locale: string }): MoneyPattern | undefined {
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(currency.locale, { style: 'currency', currency: currency.code });
  } catch {
    return undefined;
  }
  const options = format.resolvedOptions();
  if (options.numberingSystem !== 'latn') return undefined;
  const digits = options.maximumFractionDigits ?? 2;
  const positive = around(format.formatToParts(1_234_567.891));
  const negative = around(format.formatToParts(-1_234_567.891));
  const wholeParts = format.formatToParts(1_234_567).filter((part) => part.type === 'integer');
  const pattern: MoneyPattern = {
    code: currency.code,
    locale: currency.locale,
    digits,
    prefix: positive.before,
    suffix: positive.after,
    negativePrefix: negative.before,
    negativeSuffix: negative.after,
    group: positive.group,
    decimal: positive.decimal,
    primaryGroup: wholeParts.at(-1)?.value.length ?? 3,
    secondaryGroup: wholeParts.at(-2)?.value.length ?? 3,
    minimumGroupingDigits: format.formatToParts(1_234).filter((part) => part.type === 'integer').length > 1 ? 1 : 2,
  };
  const scale = 10 ** digits;
  const faithful = PROBES.flatMap((minor) => [minor, -minor]).every(
    (minor) => formatWithPattern(pattern, minor) === format.format(minor / scale),
  );
  return faithful ? pattern : undefined;
}

/** An amount in minor units, written as the pattern's locale writes its currency. */
export function formatWithPattern(pattern: MoneyPattern, minor: number): string {
  const negative = minor < 0 || Object.is(minor, -0);
  const whole = Math.abs(Math.round(minor));
  const scale = 10 ** pattern.digits;
  const integer = grouped(String(Math.floor(whole / scale)), pattern);
  const number = pattern.digits > 0 ? `${integer}${pattern.decimal}${String(whole % scale).padStart(pattern.digits, '0')}` : integer;
  return negative ? `${pattern.negativePrefix}${number}${pattern.negativeSuffix}` : `${pattern.prefix}${number}${pattern.suffix}`;
}

function grouped(integer: string, pattern: MoneyPattern): string {
  if (integer.length < pattern.primaryGroup + pattern.minimumGroupingDigits) return integer;
  const groups = [integer.slice(-pattern.primaryGroup)];
  let rest = integer.slice(0, -pattern.primaryGroup);
  while (rest.length > pattern.secondaryGroup) {
    groups.unshift(rest.slice(-pattern.secondaryGroup));
    rest = rest.slice(0, -pattern.secondaryGroup);
  }
  if (rest) groups.unshift(rest);
  return groups.join(pattern.group);
}

/** What a formatted amount has before its first digit and after its last, and its separators. */
function around(parts: Intl.NumberFormatPart[]): { before: string; after: string; group: string; decimal: string } {
  const isNumber = (part: Intl.NumberFormatPart) =>
    part.type === 'integer' || part.type === 'group' || part.type === 'decimal' || part.type === 'fraction';
  const first = parts.findIndex(isNumber);
  const last = parts.findLastIndex(isNumber);
  const text = (from: number, to: number) =>
    parts
      .slice(from, to)
      .map((part) => part.value)
      .join('');
  return {
    before: text(0, first),
    after: text(last + 1, parts.length),
    group: parts.find((part) => part.type === 'group')?.value ?? '',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
}
