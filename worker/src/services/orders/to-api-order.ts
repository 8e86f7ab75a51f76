import type { OrderLineRow, OrderRow, OrderStatusHistoryRow } from '../../../../db/schema/index.ts';
import { centsToDollars } from '../../../../domain/money.ts';
import type { Order, OrderPaymentDetails } from '../../../../domain/order.ts';
import type { CardBrand } from '../../../../domain/payment-card.ts';

export type OrderLineFields = Pick<OrderLineRow, 'position' | 'foodId' | 'name' | 'priceCents' | 'quantity' | 'image'>;
export type OrderHistoryFields = Pick<OrderStatusHistoryRow, 'kind' | 'status' | 'changedAt' | 'changedBy' | 'changedByName'>;

/** Rows of one order → the order as the API speaks it (dollars, ISO dates, lines in cart order). */
export function toApiOrder(order: OrderRow, lines: readonly OrderLineFields[], history: readonly OrderHistoryFields[]): Order {
  return {
    _id: order.id,
    userId: order.userId,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    createdAt: order.createdAt.toISOString(),
    products: [...lines]
      .sort((a, b) => a.position - b.position)
      .map((line) => ({
        productId: line.foodId,
        name: line.name,
        price: centsToDollars(line.priceCents),
        quantity: line.quantity,
        image: line.image,
      })),
    orderStatus: order.status,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    paymentDetails: paymentDetailsOf(order),
    deliveryAddress: { street: order.street, city: order.city, state: order.state, zipCode: order.zipCode, country: order.country },
    couponCode: order.couponCode,
    discount: order.discountPercent,
    discountAmount: centsToDollars(order.discountCents),
    subtotal: centsToDollars(order.subtotalCents),
    deliveryFee: centsToDollars(order.deliveryFeeCents),
    totalAmount: centsToDollars(order.totalCents),
    statusHistory: history.map((change) => ({
      kind: change.kind,
      status: change.status,
      at: change.changedAt.toISOString(),
      by: change.changedBy ? { userId: change.changedBy, name: change.changedByName ?? '' } : null,
    })),
  };
}

/** What may be shown again of the payment: never a token, card number or CVV. */
function paymentDetailsOf(order: OrderRow): OrderPaymentDetails {
  if (order.paymentMethod === 'card' && order.cardLast4) {
    return { brand: (order.cardBrand ?? 'card') as CardBrand, last4: order.cardLast4, cardHolderName: order.cardHolderName ?? '' };
  }
  if (order.paymentMethod === 'upi' && order.upiId) {
    return { upiId: order.upiId, transactionId: order.upiTransactionId ?? '' };
  }
  return null;
}
