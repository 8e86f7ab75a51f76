import type { FulfilmentType } from '../../../../domain/fulfilment/settings.ts';
import type { PaymentMethod } from '../../../../domain/order-status.ts';
import type { CardForm } from '../../../../domain/payment-card.ts';

/** The checkout's own fields; ./checkout-checks.ts judges them by the shared rules (domain/checkout.ts). */

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
export const FIELD_GROUPS: readonly FieldGroup[] = ['products', 'fulfilment', 'deliveryAddress', 'phone', 'notes', 'card', 'upi'];

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
