import type { CartLine } from '../../../../domain/cart.ts';
import { CheckoutForm } from '../../../../domain/checkout.ts';
import { ORDER_CHOICE_MESSAGES } from '../../../../domain/fulfilment/order-choice.ts';
import { GuestDetails } from '../../../../domain/guest-checkout.ts';
import { fieldErrors } from '../../../../domain/validation.ts';
import { problemText } from '../../../../domain/address-labels.ts';
import { checkAddress } from '../../../../domain/address-check.ts';
import { t } from '../../i18n/t.ts';
import type { ShopAddressFormat } from '../cart/shop-settings.ts';
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
  options: { cardFields: boolean; country?: ShopAddressFormat | null } = { cardFields: true },
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
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  const address = values.handOver.type === 'delivery' && lines.length > 0 ? countryProblem(values, options.country) : null;
  // The country's word on the address comes where the address does: after the cart and the time, before the phone and the payment.
  if (address && !Object.keys(errors).some((path) => /^(products|fulfilment|deliveryAddress)\b/.test(path)))
    addressFirst(errors, `deliveryAddress.${address.field}`, address.message);
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

/** The address by the shop's country's rules, its first problem written in the page's language. */
function countryProblem(values: CheckoutValues, country: ShopAddressFormat | null | undefined): { field: string; message: string } | null {
  if (!country) return null;
  const { problem } = checkAddress(values.address, country.addressFormat, country.countryCode);
  return problem ? { field: problem.field, message: problemText(problem, t) } : null;
}

/** Puts the address's problem first among the form's (the order they are shown and focused in). */
function addressFirst(errors: Record<string, string>, path: string, message: string): void {
  const rest = { ...errors };
  for (const key of Object.keys(errors)) delete errors[key];
  errors[path] = message;
  Object.assign(errors, rest);
}

/** Checks name, e-mail and phone with GuestDetails, field by field. */
export function checkGuest(values: GuestValues): GuestCheck {
  const parsed = GuestDetails.safeParse(values);
  if (parsed.success) return { errors: {} };
  return guestCheckOf(fieldErrors(parsed.error), '');
}
