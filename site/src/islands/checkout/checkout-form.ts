import { CheckoutForm } from '../../../../domain/checkout.ts';
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
export interface CheckoutValues {
  address: AddressValues;
  paymentMethod: PaymentMethod;
  card: CardForm;
  upi: UpiValues;
}

export const EMPTY_VALUES: CheckoutValues = {
  address: { street: '', city: '', state: '', zipCode: '', country: '' },
  paymentMethod: 'cash',
  card: { cardHolderName: '', cardNumber: '', expiryDate: '', cvv: '' },
  upi: { upiId: '', transactionId: '' },
};

export type FieldGroup = 'products' | 'deliveryAddress' | 'card' | 'upi';

export interface CheckoutCheck {
  /** The first message in order, for the toast; undefined when all is well. */
  first?: { message: string; group: FieldGroup; field?: string };
  /** One message per group, shown by its fields. */
  groups: Partial<Record<FieldGroup, string>>;
  /** Which fields are wrong, e.g. 'deliveryAddress.street' or 'card.cvv'. */
  fields: Set<string>;
}

/** Checks the form with CheckoutForm: cart, address, then the chosen method's details. */
export function checkCheckout(lines: readonly CartLine[], values: CheckoutValues): CheckoutCheck {
  const parsed = CheckoutForm.safeParse({
    products: lines.map((line) => ({ productId: line._id, quantity: line.quantity })),
    deliveryAddress: values.address,
    paymentMethod: values.paymentMethod,
    card: values.card,
    upi: values.upi,
  });
  const check: CheckoutCheck = { groups: {}, fields: new Set() };
  if (parsed.success) return check;
  const errors = fieldErrors(parsed.error);
  for (const [path, message] of Object.entries(errors)) {
    const [head, field] = path.split('.') as [string, string | undefined];
    const group: FieldGroup = head === 'products' || head === 'deliveryAddress' || head === 'card' || head === 'upi' ? head : 'products';
    check.groups[group] ??= message;
    if (field) check.fields.add(`${group}.${field}`);
    check.first ??= { message, group, ...(field ? { field } : {}) };
  }
  return check;
}
