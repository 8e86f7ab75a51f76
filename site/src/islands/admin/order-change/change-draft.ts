import { type CartLine, cartLineKey, lineKey, saleRuleOfFood } from '../../../../../domain/cart.ts';
import { amountInCents } from '../../../../../domain/contracts/amounts.ts';
import type { SubstitutionInput } from '../../../../../domain/contracts/picking.ts';
import type { Food } from '../../../../../domain/food.ts';
import type { Order } from '../../../../../domain/order.ts';
import { fulfilmentOf } from '../../checkout/checkout-form.ts';
import type { NewOrderDraft } from '../new-order/new-order-draft.ts';
import { orderLineOf } from '../new-order/place-counter-order.ts';

/** A placed order as the Change order dialog edits it: its lines as a cart holds them, its hand-over, notes, and why. */
export interface ChangeDraft {
  lines: CartLine[];
  /** Null for a table's order: it is served at its table, and only its dishes and notes change. */
  handOver: NewOrderDraft['handOver'] | null;
  address: NewOrderDraft['address'];
  notes: string;
  reason: string;
}

/** What each line of the order asked for if its product is out when picked, by the line's key: kept through a change. */
export type LineSubstitutions = ReadonlyMap<string, SubstitutionInput>;

/**
 * The order's lines as cart lines: each one's price as the order was priced (options included),
 * and the quantities its dish is sold in now, so its steppers keep to them (a dish the menu no
 * longer has is sold by the unit).
 */
export function draftOfOrder(order: Order, foods: readonly Food[]): ChangeDraft {
  const byId = new Map(foods.map((food) => [food._id, food]));
  const lines = order.products.map((product): CartLine => {
    const food = byId.get(product.productId);
    const options = product.options.map((option) => ({ id: option.id, name: option.name, priceCents: amountInCents(option.price) }));
    const rule = food ? saleRuleOfFood(food) : null;
    return {
      _id: product.productId,
      name: product.name,
      description: '',
      image: product.image,
      priceCents: amountInCents(product.price),
      quantity: product.quantity,
      taxRate: product.taxRate,
      ...(options.length > 0 ? { options } : {}),
      ...(rule && (rule.unit || rule.minQuantity !== 1 || rule.maxQuantity) ? { sale: rule } : {}),
    };
  });
  const { fulfilment, deliveryAddress } = order;
  return {
    lines,
    handOver:
      fulfilment.type === 'dine_in'
        ? null
        : { type: fulfilment.type, when: fulfilment.slotStart ? 'later' : 'asap', slot: fulfilment.slotStart ?? '' },
    address: { ...deliveryAddress },
    notes: order.notes,
    reason: '',
  };
}

/** The substitution choices of the order's lines, so that a line kept keeps its own. */
export function substitutionsOf(order: Order): LineSubstitutions {
  const kept = new Map<string, SubstitutionInput>();
  for (const product of order.products) {
    const key = lineKey(
      product.productId,
      product.options.map((option) => option.id),
    );
    const { mode, productId } = product.substitution;
    if (mode === 'none') continue;
    kept.set(key, mode === 'specific' && productId ? { mode, productId } : { mode });
  }
  return kept;
}

/** Whether the lines differ from the order's: another dish, choice or quantity, or another order of them. */
export function linesChanged(before: readonly CartLine[], after: readonly CartLine[]): boolean {
  const said = (lines: readonly CartLine[]) => lines.map((line) => `${cartLineKey(line)}×${line.quantity}`).join(';');
  return said(before) !== said(after);
}

/**
 * The body of PATCH /api/orders/{id}: only what was changed, as POST /api/orders takes it (the
 * whole new list of lines when any changed), and the reason. `handOverTouched`: the time, the
 * way or the address were edited; left alone, they stay as the order has them.
 */
export function changeBody(original: ChangeDraft, draft: ChangeDraft, substitutions: LineSubstitutions, handOverTouched: boolean) {
  const { handOver } = draft;
  const delivery = handOver?.type === 'delivery';
  return {
    ...(linesChanged(original.lines, draft.lines)
      ? {
          products: draft.lines.map((line) => {
            const substitution = substitutions.get(cartLineKey(line));
            return { ...orderLineOf(line), ...(substitution ? { substitution } : {}) };
          }),
        }
      : {}),
    ...(handOverTouched && handOver ? { fulfilment: fulfilmentOf(handOver), ...(delivery ? { deliveryAddress: draft.address } : {}) } : {}),
    ...(draft.notes !== original.notes ? { notes: draft.notes } : {}),
    reason: draft.reason.trim(),
  };
}
