import { amountInCents } from '../../../../../domain/contracts/amounts.ts';
import { splitByLines, splitEvenly } from '../../../../../domain/dine-in/tab-figures.ts';
import type { Order } from '../../../../../domain/order.ts';

/** How the guests pay the tab: at once, in equal shares, or each for what they had. */
export type SplitChoice =
  | { kind: 'none' }
  | { kind: 'even'; ways: number }
  | { kind: 'lines'; guests: number; owner: Record<string, number> };

/** A line of a tab's orders to be given to a guest: `orderId:position`. */
export interface TabLine {
  key: string;
  orderId: string;
  label: string;
  cents: number;
}

/** The lines of the tab's orders still to pay. */
export function unpaidLines(orders: readonly Order[]): TabLine[] {
  return orders
    .filter((order) => order.paymentStatus === 'pending' && order.orderStatus !== 'cancelled')
    .flatMap((order) =>
      order.products.map((line, position) => ({
        key: `${order._id}:${position}`,
        orderId: order._id,
        label: `${line.quantity} × ${line.name}`,
        cents: amountInCents(line.amount),
      })),
    );
}

/** Each guest's share of `dueCents` (cents), as the choice splits it; one share when not split. */
export function sharesOf(choice: SplitChoice, dueCents: number, orders: readonly Order[]): number[] {
  if (choice.kind === 'none') return [dueCents];
  if (choice.kind === 'even') return splitEvenly(dueCents, choice.ways);
  const unpaid = orders.filter((order) => order.paymentStatus === 'pending' && order.orderStatus !== 'cancelled');
  const totals = new Map(unpaid.map((order) => [order._id, amountInCents(order.totalAmount - order.refunded)]));
  const guests = Array.from({ length: choice.guests }, (_, guest) =>
    Object.entries(choice.owner)
      .filter(([, owner]) => owner === guest)
      .map(([key]) => key),
  );
  return splitByLines(unpaidLines(orders), totals, guests);
}
