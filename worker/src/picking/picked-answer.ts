import type { OrderLinePickRow } from '../../../db/schema/index.ts';
import type { PickedAnswer } from '../../../domain/contracts/picking.ts';
import { fromMilli } from '../../../domain/thousandths.ts';

/** What the answer of an order reads of its lines' picks. */
export type OrderPickFields = Pick<
  OrderLinePickRow,
  'position' | 'status' | 'quantityMilli' | 'productId' | 'productName' | 'productPriceCents' | 'productUnit' | 'placedLine'
>;

/**
 * A line's `picked` (domain/contracts/picking.ts): of the line's own product, what was found;
 * of a replacement, the product sent with its price as charged. Null: not decided yet.
 */
export function pickedAnswer(pick: OrderPickFields | undefined, amount: (cents: number) => number): PickedAnswer {
  if (!pick) return null;
  const quantity = fromMilli(pick.quantityMilli ?? 0);
  if (pick.status !== 'replaced' || pick.productId === null)
    return { status: pick.status, quantity: pick.status === 'picked' ? quantity : 0 };
  return {
    status: 'replaced',
    quantity: 0,
    product: {
      productId: pick.productId,
      name: pick.productName ?? pick.productId,
      price: amount(pick.productPriceCents ?? 0),
      quantity,
      unit: pick.productUnit ?? null,
    },
  };
}
