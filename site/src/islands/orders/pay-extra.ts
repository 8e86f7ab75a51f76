import type { Order } from '../../../../domain/order.ts';
import { callApi, failureMessage } from '../../lib/api.ts';
import { t } from '../../i18n/t.ts';

export type ExtraPaid = { ok: true; order: Order } | { ok: false; message: string };
export type ExtraOpened = { ok: true; payment: { publishableKey: string; clientSecret: string } } | { ok: false; message: string };

/**
 * POST /api/orders/{id}/extra-payment: the customer with their session, a guest with the tracking
 * link's token (as a replacement is answered).
 */
function postExtraPayment(orderId: string, body: { card?: { token: string } }, trackingToken: string | null) {
  return callApi('POST', '/api/orders/:id/extra-payment', {
    param: { id: orderId },
    json: body,
    ...(trackingToken ? { headers: { 'Tracking-Token': trackingToken } } : {}),
  });
}

/** Pays the extra with the test gateway's token: the order as paid, or the server's words, never a throw. */
export async function payExtra(order: Order, token: string, trackingToken: string | null): Promise<ExtraPaid> {
  try {
    const answer = await postExtraPayment(order._id, { card: { token } }, trackingToken);
    return { ok: true, order: answer.data };
  } catch (error) {
    return { ok: false, message: failureMessage(error, t('order-extra.payFailed')) };
  }
}

/** With Stripe: the payment the server opens for the extra, for the Payment Element to confirm. */
export async function openExtraPayment(orderId: string, trackingToken: string | null): Promise<ExtraOpened> {
  try {
    const answer = await postExtraPayment(orderId, {}, trackingToken);
    if (!answer.payment) return { ok: false, message: t('order-extra.payFailed') };
    return { ok: true, payment: answer.payment };
  } catch (error) {
    return { ok: false, message: failureMessage(error, t('order-extra.payFailed')) };
  }
}
