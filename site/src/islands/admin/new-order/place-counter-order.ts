import type { CartLine } from '../../../../../domain/cart.ts';
import type { Order } from '../../../../../domain/order.ts';
import { orderReference } from '../../../../../domain/order-status.ts';
import { callApi, failureMessage } from '../../../lib/api.ts';
import { t } from '../../../i18n/t.ts';
import { fulfilmentOf } from '../../checkout/checkout-form.ts';
import type { NewOrderDraft } from './new-order-draft.ts';

/** A line as POST /api/orders (and PATCH /api/orders/{id}) takes it: the dish, its name, how much, the options chosen. */
export function orderLineOf(line: CartLine) {
  return {
    productId: line._id,
    name: line.name,
    quantity: line.quantity,
    ...(line.options?.length ? { options: line.options.map((option) => option.id) } : {}),
  };
}

export type Placing =
  | { status: 'idle' }
  | { status: 'placing' }
  | { status: 'placed'; message: string; order: Order }
  | { status: 'refused'; message: string };

/**
 * Sends the order taken (POST /api/orders as staff: `channel`, `customer`, `payLater` and, when
 * chosen, `acceptWithPrepMinutes`). What the screen can tell before asking — no customer, no
 * dish — it says at once; the rest (an address the shop does not deliver to, a dish sold out
 * meanwhile) is the server's to say.
 */
export async function placeCounterOrder(draft: NewOrderDraft, locationId: number): Promise<Placing> {
  const customer = { name: draft.customer.name.trim(), phone: draft.customer.phone.trim(), email: draft.customer.email.trim() };
  if (!customer.name || !customer.phone) return { status: 'refused', message: t('admin-new-order.missingCustomer') };
  if (draft.lines.length === 0) return { status: 'refused', message: t('admin-new-order.missingDishes') };
  const delivery = draft.handOver.type === 'delivery';
  try {
    const answer = await callApi('POST', '/api/orders', {
      json: {
        channel: draft.channel,
        customer: { name: customer.name, phone: customer.phone, ...(customer.email ? { email: customer.email } : {}) },
        ...(draft.payment.paidNow ? { paidNow: true } : { payLater: true }),
        paymentMethod: draft.payment.method,
        products: draft.lines.map(orderLineOf),
        fulfilment: fulfilmentOf(draft.handOver),
        ...(delivery ? { deliveryAddress: draft.address } : {}),
        notes: draft.notes,
        locationId,
        ...(draft.acceptWithPrepMinutes === null ? {} : { acceptWithPrepMinutes: draft.acceptWithPrepMinutes }),
      },
    });
    const order = answer.data;
    const values = { reference: orderReference(order._id), name: order.customerName };
    return {
      status: 'placed',
      message: order.orderStatus === 'pending' ? t('admin-new-order.placed', values) : t('admin-new-order.placedAccepted', values),
      order,
    };
  } catch (error) {
    return { status: 'refused', message: failureMessage(error, t('admin-new-order.loadFailed')) };
  }
}
