/**
 * What a table's open tab comes to (docs/product/tables.md): its orders' totals less what was
 * given back, what of it is paid (an order paid as it was placed), and what is due. A cancelled
 * order counts for nothing. Cents throughout.
 */

export interface TabOrderFigures {
  status: string;
  paymentStatus: string;
  totalCents: number;
  refundedCents: number;
}

export interface TabFigures {
  totalCents: number;
  paidCents: number;
  dueCents: number;
}

const PAID = new Set(['completed', 'partially_refunded', 'refunded']);

export function tabFigures(orders: readonly TabOrderFigures[]): TabFigures {
  let totalCents = 0;
  let paidCents = 0;
  for (const order of orders) {
    if (order.status === 'cancelled') continue;
    const owed = Math.max(0, order.totalCents - order.refundedCents);
    totalCents += owed;
    if (PAID.has(order.paymentStatus)) paidCents += owed;
  }
  return { totalCents, paidCents, dueCents: totalCents - paidCents };
}

export const SPLIT_LIMITS = { min: 2, max: 20 } as const;

/**
 * `cents` in `ways` shares that differ by at most a cent and add up to it exactly: the first
 * shares take the odd cents ($10.00 in 3: $3.34, $3.33, $3.33).
 */
export function splitEvenly(cents: number, ways: number): number[] {
  const base = Math.floor(cents / ways);
  const odd = cents - base * ways;
  return Array.from({ length: ways }, (_, index) => base + (index < odd ? 1 : 0));
}

/**
 * Each guest's share when the tab is split by what they had: the lines each took, in cents as
 * the orders charged them, and the rest of each order (tax, fees, tip, discount: whatever its
 * total adds to its lines) shared in proportion, so the shares add up to the due amount exactly.
 * `guests[g]` lists the keys of the lines guest g had; a line no guest had is shared evenly.
 */
export function splitByLines(
  lines: readonly { key: string; orderId: string; cents: number }[],
  orderTotals: ReadonlyMap<string, number>,
  guests: readonly (readonly string[])[],
): number[] {
  const shares = guests.map(() => 0);
  if (guests.length === 0) return shares;
  const owner = new Map<string, number>();
  guests.forEach((keys, guest) => {
    for (const key of keys) owner.set(key, guest);
  });
  for (const [orderId, totalCents] of orderTotals) {
    const ofOrder = lines.filter((line) => line.orderId === orderId);
    const linesCents = ofOrder.reduce((sum, line) => sum + line.cents, 0);
    // Each guest's part of this order's lines, then the order's total shared in those proportions.
    const parts = guests.map(() => 0);
    for (const line of ofOrder) {
      const guest = owner.get(line.key);
      if (guest !== undefined) parts[guest]! += line.cents;
      else
        splitEvenly(line.cents, guests.length).forEach((cents, each) => {
          parts[each]! += cents;
        });
    }
    const scaled = linesCents === 0 ? splitEvenly(totalCents, guests.length) : apportion(totalCents, parts, linesCents);
    scaled.forEach((cents, guest) => {
      shares[guest]! += cents;
    });
  }
  return shares;
}

/** `total` in proportion to `parts` (which add up to `whole`), rounded so they add up to `total` exactly. */
function apportion(total: number, parts: readonly number[], whole: number): number[] {
  const exact = parts.map((part) => (total * part) / whole);
  const floors = exact.map(Math.floor);
  let left = total - floors.reduce((sum, cents) => sum + cents, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    floors[index]! += 1;
    left -= 1;
  }
  return floors;
}
