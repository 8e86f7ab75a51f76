import type { OrderChangeFigures } from '../../../domain/contracts/order-change.ts';
import { centsToDollars } from '../../../domain/money.ts';
import type { ChangeRecord } from '../../../domain/order-change/change-record.ts';
import { currencyOf } from '../orders/answer.ts';

/** What a change did to the order's money, as PATCH /api/orders/{id} answers it; `payAt` is where the customer pays an extra. */
export function changeFiguresAnswer(record: ChangeRecord, currency: string, payAt: string | null): OrderChangeFigures {
  const amount = (cents: number) => centsToDollars(cents, currencyOf(currency));
  return {
    previousTotal: amount(record.previousTotalCents),
    total: amount(record.totalCents),
    difference: amount(record.totalCents - record.previousTotalCents),
    settlement: record.settlement,
    refunded: record.settlement === 'refunded' ? amount(record.amountCents) : 0,
    paymentLink: record.settlement === 'payment_link' && payAt ? { url: payAt, amount: amount(record.amountCents) } : null,
  };
}
