import type { SaleRule, WeightUnit } from '../sale-quantity.ts';
import type { SubstitutionChoice, SubstitutionMode } from './substitution.ts';

/**
 * The lines a pick starts from and ends with, in the shape order_lines keeps them
 * (db/schema/orders.ts): a line sold by weight is one item at its amount, with the weight and the
 * price per unit beside it (docs/decisions/024-selling-by-weight.md), so every sum of
 * price × quantity stays the books'.
 */

/** An option chosen on a line as the order keeps it; the line's price already holds it. */
export interface LineOption {
  id: string;
  name: string;
  priceCents: number;
}

export interface StoredLine {
  /** Its place in the order, from 0: what a pick's `index` names. */
  position: number;
  foodId: string;
  name: string;
  /** One item with its options; for a line sold by weight, its whole amount. */
  priceCents: number;
  /** Items; 1 for a line sold by weight. */
  quantity: number;
  image: string;
  options: readonly LineOption[];
  category: string;
  /** Percent: the product's category's rate. */
  taxRate: number;
  /** What the line takes from its product's stock (thousandths); 0 when that stock is not tracked. */
  stockTakenMilli: number;
  /** Sold by weight: the weight (thousandths of `weightUnit`) at `unitPriceCents` per unit; null by the unit. */
  weightMilli: number | null;
  weightUnit: WeightUnit | null;
  unitPriceCents: number | null;
}

/**
 * A line as it was placed, as a completed pick keeps it beside the final line
 * (docs/decisions/028-storing-a-pick.md): the stored line and the customer's choice, as
 * order_lines held them. Picks kept before the choice was kept with them read as 'none'.
 */
export interface KeptPlacedLine extends StoredLine {
  substitutionMode?: SubstitutionMode;
  substitutionProductId?: string | null;
  substitutionName?: string | null;
}

/** A line as the customer placed it, with what may replace it. */
export interface OrderedLine extends StoredLine {
  substitution: SubstitutionChoice;
}

/** A product as the catalogue sells it now: what a replacement is checked against and priced at. */
export interface CatalogueProduct {
  id: string;
  name: string;
  priceCents: number;
  image: string;
  isAvailable: boolean;
  categoryId: string;
  /** Its category's name, as a line keeps it. */
  category: string;
  taxRate: number;
  stockTracked: boolean;
  sale: SaleRule;
}

/** A line as the pick leaves it: what is delivered and charged, ready to be stored as the order's line. */
export interface FinalLine extends StoredLine {
  status: 'picked' | 'replaced';
  /**
   * What the line would come to at its own price and real weight. Above the line's amount when the
   * price rule took some off: an unnamed replacement dearer than the line it replaces, or a
   * weight picked well over the one ordered.
   */
  fullAmountCents: number;
}

/** What a stored line comes to: price × quantity (a weight is one item at its amount). */
export function storedAmount(line: Pick<StoredLine, 'priceCents' | 'quantity'>): number {
  return line.priceCents * line.quantity;
}
