import { amountInCents } from '../../../../../domain/contracts/amounts.ts';
import type { Order } from '../../../../../domain/order.ts';
import { orderReference } from '../../../../../domain/order-status.ts';
import { callApi, failureMessage, fieldMessages, type ApiAnswer } from '../../../lib/api.ts';
import { t } from '../../../i18n/t.ts';
import type { Settlement } from './settlement-preview.ts';
import type { changeBody } from './change-draft.ts';

type ChangeAnswer = ApiAnswer<'/api/orders/:id', 'PATCH'>['change'];

export type ChangeSaved = { ok: true; order: Order; settlement: Settlement; reference: string };
export type ChangeRefused = { ok: false; message: string; fields: Record<string, string> };

/** The server's word on the money, as the dialog's preview says it. */
export function settlementOfAnswer(change: ChangeAnswer): Settlement {
  switch (change.settlement) {
    case 'none':
      return { kind: 'none', amountCents: 0 };
    case 'collect_on_hand_over':
      return { kind: 'collect_on_hand_over', amountCents: amountInCents(change.total) };
    case 'refunded':
      return { kind: 'refunded', amountCents: amountInCents(change.refunded) };
    case 'payment_link':
      return { kind: 'payment_link', amountCents: amountInCents(change.paymentLink?.amount ?? change.difference) };
    case 'collect_extra_on_hand_over':
      return { kind: 'collect_extra_on_hand_over', amountCents: amountInCents(change.difference) };
  }
}

/**
 * PATCH /api/orders/{id}: the order as recomputed and what happened to the money; refused, the
 * server's message and its field errors (`products`, `fulfilment.slot`, `deliveryAddress.street`,
 * `reason`…), never a throw.
 */
export async function saveOrderChange(order: Order, body: ReturnType<typeof changeBody>): Promise<ChangeSaved | ChangeRefused> {
  try {
    const answer = await callApi('PATCH', '/api/orders/:id', { param: { id: order._id }, json: body });
    return { ok: true, order: answer.data, settlement: settlementOfAnswer(answer.change), reference: orderReference(order._id) };
  } catch (error) {
    return { ok: false, message: failureMessage(error, t('admin-order-change.failed')), fields: fieldMessages(error) };
  }
}
