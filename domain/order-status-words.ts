import type { HandOverType } from './fulfilment/settings.ts';
import type { MessageKey } from './i18n/messages/index.ts';
import type { MessageValues } from './i18n/message.ts';
import { isOrderStatus, isPaymentStatus, type OrderStatus, type PaymentMethod, type PaymentStatus } from './order-status.ts';

/**
 * Order and payment statuses as customers read them, as message keys (domain/i18n/messages/orders.ts)
 * for the page to write in its language. The admin screens and mails still use the English labels
 * of ./order-status.ts.
 */

/** A key and the values it needs. */
export interface Words {
  key: MessageKey;
  values?: MessageValues;
}

const ORDER_STATUS_KEYS: Record<OrderStatus, MessageKey> = {
  pending: 'orders.statusPending',
  processing: 'orders.statusProcessing',
  ready: 'orders.statusReady',
  out_for_delivery: 'orders.statusOutForDelivery',
  delivered: 'orders.statusDelivered',
  cancelled: 'orders.statusCancelled',
};

const PAYMENT_STATUS_KEYS: Record<PaymentStatus, MessageKey> = {
  pending: 'orders.paymentPending',
  authorized: 'orders.paymentAuthorized',
  completed: 'orders.paymentCompleted',
  failed: 'orders.paymentFailed',
  partially_refunded: 'orders.paymentPartlyRefunded',
  refunded: 'orders.paymentRefunded',
  released: 'orders.paymentReleased',
};

/** 'Pending confirmation'…; a handed-over pickup is 'Collected'; undefined for a value this version does not know. */
export function orderStatusKey(status: string | null | undefined, fulfilmentType?: HandOverType | null): MessageKey | undefined {
  if (!status) return 'orders.statusMissing';
  if (fulfilmentType === 'pickup' && status === 'delivered') return 'orders.statusCollected';
  if (fulfilmentType === 'dine_in' && status === 'delivered') return 'orders.statusServed';
  return isOrderStatus(status) ? ORDER_STATUS_KEYS[status] : undefined;
}

/** 'Paid', 'Partly refunded'…; undefined for a value this version does not know. */
export function paymentStatusKey(status: string | null | undefined): MessageKey | undefined {
  if (!status) return 'orders.statusMissing';
  return isPaymentStatus(status) ? PAYMENT_STATUS_KEYS[status] : undefined;
}

/** The sentence Notifications shows for a status; a collected pickup is never 'Delivered'. */
export function notificationWords(status: string | null | undefined, fulfilmentType?: HandOverType | null): Words {
  const pickup = fulfilmentType === 'pickup' ? 'yes' : 'no';
  switch (status) {
    case 'pending':
      return { key: 'orders.statusPending' };
    case 'processing':
      return { key: 'orders.noticeProcessing' };
    case 'ready':
      return { key: 'orders.noticeReady', values: { pickup } };
    case 'out_for_delivery':
      return { key: 'orders.noticeOnItsWay' };
    case 'delivered':
      return fulfilmentType === 'dine_in' ? { key: 'orders.statusServed' } : { key: 'orders.noticeDelivered', values: { pickup } };
    case 'cancelled':
      return { key: 'orders.noticeCancelled' };
    default:
      return { key: 'orders.noticeUnknown' };
  }
}

const METHOD_KEYS: Record<PaymentMethod, MessageKey> = { cash: 'orders.methodCash', card: 'orders.methodCard', upi: 'orders.methodUpi' };

/** How the order is paid: cash on a pickup is paid at the counter; undefined for a method this version does not know. */
export function paymentMethodWords(method: string, fulfilmentType?: HandOverType | null): Words | undefined {
  const key = (METHOD_KEYS as Record<string, MessageKey | undefined>)[method];
  return key && { key, values: { pickup: fulfilmentType === 'pickup' ? 'yes' : 'no' } };
}
