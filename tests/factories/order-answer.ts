import type { Order } from '../../domain/order.ts';
import { anOrderLine } from './order-lines.ts';

/**
 * An order as the API answers it, for the tests of what is worked out from one (slips, picking
 * lists): Ann Lee's delivery, placed 16 July 2026 at 10:52 UTC, cash, not yet accepted, two
 * lines; `fields` replace any of it.
 */
export function anOrder(fields: Partial<Order> = {}): Order {
  return {
    _id: 'a1b2c3d4e5f6abc123',
    userId: 'u1',
    customerName: 'Ann Lee',
    customerEmail: 'ann@example.com',
    createdAt: '2026-07-16T10:52:00.000Z',
    products: [
      anOrderLine({ productId: 'pepperoni-pizza', name: 'Pepperoni Pizza', price: 17.99, quantity: 2 }),
      anOrderLine({ productId: 'dragon-roll', name: 'Dragon Roll', price: 13.99, quantity: 1 }),
    ],
    estimated: false,
    orderStatus: 'pending',
    paymentStatus: 'pending',
    paymentMethod: 'cash',
    paymentDetails: null,
    deliveryAddress: { street: '12 Harbour Road', city: 'Springfield', state: 'OR', zipCode: '97403', country: '' },
    fulfilment: { type: 'delivery', slotStart: null, promisedAt: '2026-07-16T11:40:00.000Z' },
    phone: '(217) 555-0100',
    notes: '',
    deliveryZone: null,
    couponCode: null,
    currency: 'GBP',
    subtotal: 49.97,
    discount: 0,
    discountPercent: 0,
    discountAmount: 0,
    deliveryFee: 3,
    taxMode: 'inclusive',
    tax: 8.83,
    taxLines: [{ rate: 20, taxable: 44.14, tax: 8.83 }],
    tip: 0,
    totalAmount: 52.97,
    estimatedTotal: 52.97,
    amountAuthorized: null,
    amountCaptured: null,
    authorizedAt: null,
    pickedAt: null,
    toBePicked: false,
    payLater: false,
    channel: 'web',
    table: null,
    refunded: 0,
    statusHistory: [],
    changedAt: null,
    extraPayment: null,
    acceptedAt: null,
    readyAt: null,
    expectedAt: null,
    rejectionReason: null,
    prepMinutes: null,
    paymentHold: null,
    locationId: 1,
    locationName: 'Doorstep',
    language: null,
    ...fields,
  };
}
