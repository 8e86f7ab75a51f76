import { toMilli } from './thousandths.ts';

/**
 * A pack's content and the price per kilogram, litre or item it makes (the EU's Price Indication
 * Directive asks shops to show it beside every price): 500 g at 2.99 is 5.98/kg. Apart from the
 * food form's rules so that the menu's cards, which every shop page loads, read it without zod.
 */

export const CONTENT_UNITS = ['g', 'kg', 'ml', 'l', 'item'] as const;
export type ContentUnit = (typeof CONTENT_UNITS)[number];

/** What a pack holds: 500 g, 1.5 l, 6 items. */
export interface Content {
  amount: number;
  unit: ContentUnit;
}

/** What a unit price is per ('lb': a product sold by the pound, domain/sale-quantity.ts). */
export type UnitPricePer = 'kg' | 'l' | 'item' | 'lb';

const PER: Record<ContentUnit, UnitPricePer> = { g: 'kg', kg: 'kg', ml: 'l', l: 'l', item: 'item' };
/** How many of the content's unit make one of its price's unit. */
const IN_ONE: Record<ContentUnit, number> = { g: 1000, kg: 1, ml: 1000, l: 1, item: 1 };

/** The price per kilogram, litre or item, in minor units rounded half up; null without a content. */
export function unitPriceCents(priceCents: number, content: Content | null): { cents: number; per: UnitPricePer } | null {
  if (!content || content.amount <= 0) return null;
  // Thousandths of the content, so that 0.75 l or 2.5 kg divide exactly.
  const milli = toMilli(content.amount);
  return { cents: Math.round((priceCents * 1000 * IN_ONE[content.unit]) / milli), per: PER[content.unit] };
}
