import { CheckoutForm } from '../../../../domain/checkout.ts';
import { ORDER_CHOICE_MESSAGES } from '../../../../domain/fulfilment/order-choice.ts';
import type { FulfilmentType } from '../../../../domain/fulfilment/settings.ts';
import type { CartLine } from '../../../../domain/cart.ts';
import type { PaymentMethod } from '../../../../domain/order-status.ts';
import type { CardForm } from '../../../../domain/payment-card.ts';
import { fieldErrors } from '../../../../domain/validation.ts';

/** The checkout's own fields, and how the shared rules (domain/checkout.ts) judge them. */

export interface AddressValues {
  street: string;
  city: string;
  state: string;
  zipCode: string;
  /** The country is kept with no input. */
  country: string;
}
export interface UpiValues {
  upiId: string;
  transactionId: string;
}
/** Delivery or pickup, and as soon as possible or a chosen slot (its start as the API wrote it). */
export interface HandOverValues {
  type: FulfilmentType;
  when: 'asap' | 'later';
  slot: string;
}
export interface CheckoutValues {
  handOver: HandOverValues;
  address: AddressValues;
  phone: string;
  notes: string;
  paymentMethod: PaymentMethod;
  card: CardForm;
  upi: UpiValues;
}

export const EMPTY_VALUES: CheckoutValues = {
  handOver: { type: 'delivery', when: 'asap', slot: '' },
  address: { street: '', city: '', state: '', zipCode: '', country: '' },
  phone: '',
  notes: '',
  paymentMethod: 'cash',
  card: { cardHolderName: '', cardNumber: '', expiryDate: '', cvv: '' },
  upi: { upiId: '', transactionId: '' },
};

export type FieldGroup = 'products' | 'fulfilment' | 'deliveryAddress' | 'phone' | 'notes' | 'card' | 'upi';
const GROUPS: readonly FieldGroup[] = ['products', 'fulfilment', 'deliveryAddress', 'phone', 'notes', 'card', 'upi'];

export interface CheckoutCheck {
  /** The first message in order, for the toast; undefined when all is well. */
  first?: { message: string; group: FieldGroup; field?: string };
  /** One message per group, shown by its fields. */
  groups: Partial<Record<FieldGroup, string>>;
  /** Which fields are wrong, e.g. 'deliveryAddress.street' or 'card.cvv'. */
  fields: Set<string>;
}

/** The order's `fulfilment` as the API takes it: no slot means as soon as possible. */
export function fulfilmentOf(handOver: HandOverValues): { type: FulfilmentType; slot?: string } {
  return handOver.when === 'later' ? { type: handOver.type, slot: handOver.slot } : { type: handOver.type };
}

/**
 * Checks the form with CheckoutForm: cart, the chosen time, address and phone (delivery), then the
 * payment details. `cardFields: false` when the card is taken by the gateway's own form (Stripe's
 * Payment Element, after the order is made): there are no card fields of ours to check then.
 */
export function checkCheckout(lines: readonly CartLine[], values: CheckoutValues, options: { cardFields: boolean } = { cardFields: true }): CheckoutCheck {
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
    const group: FieldGroup = (GROUPS as readonly string[]).includes(head) ? (head as FieldGroup) : 'products';
    if (group === 'card' && !options.cardFields) continue;
    const name = field ?? (group === 'phone' || group === 'notes' ? group : undefined);
    check.groups[group] ??= message;
    if (name) check.fields.add(`${group}.${name}`);
    check.first ??= { message, group, ...(name ? { field: name } : {}) };
  }
  return check;
}
