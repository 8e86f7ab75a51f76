import type { Order } from '../../../../domain/order.ts';
import { callApi, failureMessage } from '../../lib/api.ts';
import { t } from '../../i18n/t.ts';

/**
 * How a customer's page answers a replacement offered on their order (POST
 * /api/orders/{id}/replacements/{index}): the signed-in customer with their session, a guest with
 * the token of the tracking link they are on.
 */
export interface ReplacementAnswering {
  /** The tracking link's token on a guest's page; null on My Orders. */
  trackingToken: string | null;
  /** The order as the answer gave it back, to show at once. */
  onAnswered: (order: Order) => void;
}

export type ReplacementReply = { ok: true; order: Order; message: string } | { ok: false; message: string };

/** Sends the answer; the outcome, never a throw, with the server's words either way. */
export async function answerReplacement(
  order: Order,
  index: number,
  accept: boolean,
  trackingToken: string | null,
): Promise<ReplacementReply> {
  try {
    const answer = await callApi('POST', '/api/orders/:id/replacements/:index', {
      param: { id: order._id, index: String(index) },
      json: { accept },
      ...(trackingToken ? { headers: { 'Tracking-Token': trackingToken } } : {}),
    });
    return { ok: true, order: answer.data, message: answer.message };
  } catch (error) {
    return { ok: false, message: failureMessage(error, t('picking.approvalFailed')) };
  }
}
