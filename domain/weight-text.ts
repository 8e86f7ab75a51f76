import type { WeightUnit } from './sale-quantity.ts';

/**
 * A weight as people read it in their language: "1.5 kg", "1,5 kg", "2 lb". Intl knows the unit's
 * short name in every language the shop speaks, so no message carries it.
 */
const INTL_UNIT: Record<WeightUnit, string> = { kg: 'kilogram', lb: 'pound' };

export function weightText(quantity: number, unit: WeightUnit, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: INTL_UNIT[unit], unitDisplay: 'short', maximumFractionDigits: 3 }).format(
    quantity,
  );
}

/** What a line holds: its weight for a line sold by weight, else the count of items as a number in the language ("2"). */
export function lineQuantityText(line: { quantity: number; unit?: WeightUnit | null | undefined }, locale: string): string {
  if (line.unit) return weightText(line.quantity, line.unit, locale);
  return new Intl.NumberFormat(locale).format(line.quantity);
}

/** A price per kg or lb as the language writes it: "$4.49/kg", "4,49 €/kg"; the unit's short name is Intl's. */
export function perUnitText(price: string, unit: WeightUnit, locale: string): string {
  return `${price}/${unitName(unit, locale)}`;
}

/** The unit's short name alone, as the language writes it after a number: "kg", "lb", "كغ". */
export function unitName(unit: WeightUnit, locale: string): string {
  const parts = new Intl.NumberFormat(locale, { style: 'unit', unit: INTL_UNIT[unit], unitDisplay: 'short' }).formatToParts(1);
  return parts.find((part) => part.type === 'unit')?.value.trim() ?? unit;
}

/**
 * A line as slips, mails and the desk name it: "2 × Dragon Roll", or for a line sold by weight
 * its weight before the name, "1.5 kg Vine Tomatoes", as a grocer's label reads.
 */
export function lineHeading(line: { quantity: number; unit?: WeightUnit | null | undefined; name: string }, locale: string): string {
  return line.unit ? `${weightText(line.quantity, line.unit, locale)} ${line.name}` : `${line.quantity} × ${line.name}`;
}
