import type { OrderLinePickRow } from '../../../db/schema/index.ts';
import type { PickedAnswer } from '../../../domain/contracts/picking.ts';
import { approvalStatus } from '../../../domain/picking/replacement-approval.ts';
import { fromMilli } from '../../../domain/thousandths.ts';

/** What the answer of an order reads of its lines' picks. */
export type OrderPickFields = Pick<
  OrderLinePickRow,
  | 'position'
  | 'status'
  | 'quantityMilli'
  | 'productId'
  | 'productName'
  | 'productPriceCents'
  | 'productUnit'
  | 'placedLine'
  | 'approvalUntil'
  | 'approvalAnswer'
>;

/**
 * A line's `picked` (domain/contracts/picking.ts): of the line's own product, what was found;
 * of a replacement, the product sent with its price as charged, or offered to the customer, and
 * what they answered as it stands at `now`. Null: not decided yet.
 */
export function pickedAnswer(pick: OrderPickFields | undefined, amount: (cents: number) => number, now: number): PickedAnswer {
  if (!pick) return null;
  const quantity = fromMilli(pick.quantityMilli ?? 0);
  const approval = pick.approvalUntil
    ? {
        approval: {
          status: approvalStatus({ until: pick.approvalUntil.getTime(), answer: pick.approvalAnswer }, now),
          until: pick.approvalUntil.toISOString(),
        },
      }
    : {};
  if (pick.productId === null || pick.status === 'picked')
    return { status: pick.status, quantity: pick.status === 'picked' ? quantity : 0 };
  return {
    status: pick.status,
    quantity: 0,
    product: {
      productId: pick.productId,
      name: pick.productName ?? pick.productId,
      price: amount(pick.productPriceCents ?? 0),
      quantity,
      unit: pick.productUnit ?? null,
    },
    ...approval,
  };
}
