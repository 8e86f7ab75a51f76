import type { PickSheet, PickSheetProduct } from '../contracts/pick-sheet.ts';
import { DEFAULT_CURRENCY } from '../money.ts';
import type { OrderProduct } from '../order.ts';
import { lineQuantityText, unitName } from '../weight-text.ts';
import { type KitchenTicket, kitchenTicket, type SlipShop } from './order-slips.ts';

/**
 * What the printed picking list of an order says (docs/product/printing.md), worked out from its
 * pick sheet (GET /api/orders/{id}/pick) as text ready to lay out: the order's header as the
 * kitchen ticket gives it, then its lines under their aisles in the order a picker walks the shop,
 * each with what identifies it on the shelf and what to do if it is out. No prices: the receipt
 * has them. The site words the labels (namespace `pick-list`) and lays it out for 80 mm or A4.
 */

/** A best match names this many of its suggestions: enough to reach for, few enough for a roll. */
export const SUGGESTIONS_PRINTED = 3;

/** What the picker does if the line's product is out, as the customer chose. */
export type IfOut = { mode: 'best_match'; suggestions: string[] } | { mode: 'specific'; name: string } | { mode: 'none' };

export interface PickListLine {
  /** Its place in the order: what the Picking screen and POST /pick name it by. */
  index: number;
  /** What was ordered: "2", or a weight with its unit, "1.5 kg". */
  ordered: string;
  /** Sold by weight: the unit the picker writes the scale's weight in ("kg"); null by the unit. */
  weighIn: string | null;
  name: string;
  options: string[];
  sku: string | null;
  barcode: string | null;
  /** Counted stock at the order's location, "12" or "3.2 kg"; null when not counted or gone. */
  stockLeft: string | null;
  ifOut: IfOut;
  /** The product has been deleted since the order was placed: nothing to find it by on the shelf. */
  gone: boolean;
}

export interface PickListAisle {
  /** The category, "Main › Sub"; '' for products in none (and those gone), which come last. */
  name: string;
  lines: PickListLine[];
}

export interface PickList extends Pick<KitchenTicket, 'reference' | 'handOver' | 'timing' | 'due' | 'customerName' | 'location' | 'notes'> {
  lineCount: number;
  aisles: PickListAisle[];
}

/** `locale` writes quantities and weights ("1,5 kg"): the page's language; the shop's by default. */
export function pickList(sheet: PickSheet, shop: Pick<SlipShop, 'timeZone' | 'locale' | 'locations'> = {}, locale?: string): PickList {
  const language = locale ?? shop.locale ?? DEFAULT_CURRENCY.locale;
  const { reference, handOver, timing, due, customerName, location, notes } = kitchenTicket(sheet.order, shop, language);
  const aisles: PickListAisle[] = [];
  for (const sheetLine of sheet.lines) {
    const line = sheet.order.products[sheetLine.index];
    if (!line) continue;
    const printed = pickListLine(sheetLine, line, language);
    // The sheet is in aisle order already: a line joins its aisle when it follows it.
    const last = aisles.at(-1);
    if (last && last.name === sheetLine.aisle) last.lines.push(printed);
    else aisles.push({ name: sheetLine.aisle, lines: [printed] });
  }
  return {
    reference,
    handOver,
    timing,
    due,
    customerName,
    location,
    notes,
    lineCount: sheet.order.products.length,
    aisles,
  };
}

function pickListLine(sheetLine: PickSheet['lines'][number], line: OrderProduct, locale: string): PickListLine {
  const product = sheetLine.product;
  return {
    index: sheetLine.index,
    ordered: lineQuantityText(line, locale),
    weighIn: line.unit ? unitName(line.unit, locale) : null,
    name: line.name,
    options: line.options.map((option) => option.name),
    sku: product?.sku ?? null,
    barcode: product?.barcode ?? null,
    stockLeft: product ? stockText(product, locale) : null,
    ifOut: ifOut(line.substitution, sheetLine.suggestions),
    gone: product === null,
  };
}

function stockText(product: PickSheetProduct, locale: string): string | null {
  if (product.stockLeft === null) return null;
  return lineQuantityText({ quantity: product.stockLeft, unit: product.soldBy === 'weight' ? product.unit : null }, locale);
}

/** A named product by the name the order kept (as the customer saw it), else as the catalogue has it now. */
function ifOut(choice: OrderProduct['substitution'], suggestions: readonly PickSheetProduct[]): IfOut {
  if (choice.mode === 'best_match')
    return { mode: 'best_match', suggestions: suggestions.slice(0, SUGGESTIONS_PRINTED).map((product) => product.name) };
  if (choice.mode === 'specific') {
    const named = suggestions.find((product) => product.productId === choice.productId);
    return { mode: 'specific', name: choice.name ?? named?.name ?? choice.productId ?? '' };
  }
  return { mode: 'none' };
}
