import type { FulfilmentType } from '../../../../../domain/fulfilment/settings.ts';
import type { CartLine } from '../../../../../domain/cart.ts';
import type { PaymentMethod } from '../../../../../domain/order-status.ts';

/** Who the order is for, as the staff member typed or found them. */
export interface DraftCustomer {
  name: string;
  phone: string;
  email: string;
}

/** An order being taken on the New order screen. */
export interface NewOrderDraft {
  channel: 'phone' | 'counter';
  customer: DraftCustomer;
  lines: CartLine[];
  handOver: { type: FulfilmentType; when: 'asap' | 'later'; slot: string };
  address: { street: string; city: string; state: string; zipCode: string; country: string };
  notes: string;
  /** Paid in this way at hand-over (the desk ticks it paid then), or already at the counter (`paidNow`). */
  payment: { method: PaymentMethod; paidNow: boolean };
  /** Accept at once with this prep time (minutes); null: the desk answers it as any new order. */
  acceptWithPrepMinutes: number | null;
}

export const EMPTY_DRAFT: NewOrderDraft = {
  channel: 'phone',
  customer: { name: '', phone: '', email: '' },
  lines: [],
  handOver: { type: 'pickup', when: 'asap', slot: '' },
  address: { street: '', city: '', state: '', zipCode: '', country: '' },
  notes: '',
  payment: { method: 'cash', paidNow: false },
  acceptWithPrepMinutes: 15,
};
