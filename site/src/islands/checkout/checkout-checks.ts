import type { CartLine } from '../../../../domain/cart.ts';
import { CheckoutForm } from '../../../../domain/checkout.ts';
import { ORDER_CHOICE_MESSAGES } from '../../../../domain/fulfilment/order-choice.ts';
import { GuestDetails } from '../../../../domain/guest-checkout.ts';
import { fieldErrors } from '../../../../domain/validation.ts';
import { FIELD_GROUPS, fulfilmentOf, type CheckoutCheck, type CheckoutValues, type FieldGroup } from './checkout-form.ts';
import { guestCheckOf, type GuestCheck, type GuestValues } from './guest-details.ts';

/**
 * The checkout's checks, by the rules POST /api/orders uses. They bring zod and the order's
 * schemas, so the page loads them when the visitor first touches the form, not with the page
 * (./load-checkout-checks.ts).
 */

/**
 * Checks the form with CheckoutForm: cart, the chosen time, address and phone (delivery), then the
 * payment details. `cardFields: false` when the card is taken by the gateway's own form (Stripe's
 * Payment Element, after the order is made): there are no card fields of ours to check then.
 */
export function checkCheckout(
  lines: readonly CartLine[],
  values: CheckoutValues,
  options: { cardFields: boolean } = { cardFields: true },
): CheckoutCheck {
  const check: CheckoutCheck = { groups: {}, fields: new Set() };
  if (lines.length > 0 && values.handOver.when === 'later' && !values.handOver.slot) {
    // "Later" with no time picked: the one check the shared schema cannot see (no slot means ASAP there).
    check.groups.fulfilment = ORDER_CHOICE_MESSAGES.slot;
    check.fields.add('fulfilment.slot');
    check.first = { message: ORDER_CHOICE_MESSAGES.slot, group: 'fulfilment', field: 'slot' };
    return check;
  }
  const parsed = CheckoutForm.safeParse({
    products: lines.map((line) => ({ productId: line._id, quantity: line.quantity })),
    fulfilment: fulfilmentOf(values.handOver),
    deliveryAddress: values.handOver.type === 'delivery' ? values.address : undefined,
    phone: values.phone,
    notes: values.notes,
    paymentMethod: values.paymentMethod,
    card: values.card,
    upi: values.upi,
  });
  if (parsed.success) return check;
  const errors = fieldErrors(parsed.error);
  for (const [path, message] of Object.entries(errors)) {
    const [head, field] = path.split('.') as [string, string | undefined];
    const group: FieldGroup = (FIELD_GROUPS as readonly string[]).includes(head) ? (head as FieldGroup) : 'products';
    if (group === 'card' && !options.cardFields) continue;
    const name = field ?? (group === 'phone' || group === 'notes' ? group : undefined);
    check.groups[group] ??= message;
    if (name) check.fields.add(`${group}.${name}`);
    check.first ??= { message, group, ...(name ? { field: name } : {}) };
  }
  return check;
}

/** Checks name, e-mail and phone with GuestDetails, field by field. */
export function checkGuest(values: GuestValues): GuestCheck {
  const parsed = GuestDetails.safeParse(values);
  if (parsed.success) return { errors: {} };
  return guestCheckOf(fieldErrors(parsed.error), '');
}
