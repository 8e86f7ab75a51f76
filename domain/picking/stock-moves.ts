import type { FinalLine, StoredLine } from './order-lines.ts';

/**
 * How completing the pick changes stock, per product (thousandths): what the order took when it
 * was placed goes back, and what the final lines take is taken — the products really sent, in
 * the quantities and weights really picked. Positive: back on the shelf; negative: taken. A
 * product whose moves cancel out is left out.
 */
export function stockMoves(
  placed: readonly Pick<StoredLine, 'foodId' | 'stockTakenMilli'>[],
  final: readonly FinalLine[],
): Map<string, number> {
  const moves = new Map<string, number>();
  const add = (productId: string, milli: number) => moves.set(productId, (moves.get(productId) ?? 0) + milli);
  for (const line of placed) add(line.foodId, line.stockTakenMilli);
  for (const line of final) add(line.foodId, -line.stockTakenMilli);
  for (const [productId, milli] of moves) if (milli === 0) moves.delete(productId);
  return moves;
}
