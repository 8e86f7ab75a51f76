/**
 * Whether the shop picks an order before handing it over (docs/product/picking.md): one of its
 * lines is weighed, or its product's stock is counted, so what goes in the bag may differ from
 * what was ordered. The same products the cart offers a replacement for (offersReplacement,
 * domain/cart-substitution.ts); a restaurant's orders have neither and are never picked.
 */
export function picksBeforeHandOver(lines: readonly { weightMilli: number | null; stockTakenMilli: number }[]): boolean {
  return lines.some((line) => line.weightMilli !== null || line.stockTakenMilli > 0);
}
