import { z } from 'zod';
import { CARD_BRANDS } from '../../../domain/payment-card.ts';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from '../../../domain/order-status.ts';
import type { Order } from '../../../domain/order.ts';
import { Count, dataAnswerWithMessage, Dollars, IsoInstant } from './envelope.ts';

const Address = z.object({ street: z.string(), city: z.string(), state: z.string(), zipCode: z.string(), country: z.string() });

export const OrderAnswer = z
  .object({
    _id: z.string().regex(/^[0-9a-f]{24}$/),
    userId: z.string(),
    customerName: z.string(),
    customerEmail: z.string(),
    createdAt: IsoInstant,
    products: z.array(
      z.object({ productId: z.string(), name: z.string(), price: Dollars.describe('Dollars when ordered'), quantity: z.int().min(1), image: z.string() }),
    ),
    orderStatus: z.enum(ORDER_STATUSES),
    paymentStatus: z.enum(PAYMENT_STATUSES),
    paymentMethod: z.enum(PAYMENT_METHODS),
    paymentDetails: z.union([
      z.object({ brand: z.enum(CARD_BRANDS), last4: z.string().regex(/^\d{4}$/), cardHolderName: z.string() }),
      z.object({ upiId: z.string(), transactionId: z.string() }),
      z.null(),
    ]),
    deliveryAddress: Address,
    couponCode: z.string().nullable(),
    discount: Count.describe("The coupon's percent; 0 without a coupon"),
    discountAmount: Dollars,
    subtotal: Dollars,
    deliveryFee: Dollars,
    totalAmount: Dollars,
    statusHistory: z.array(
      z.object({
        kind: z.enum(['order', 'payment']),
        status: z.string(),
        at: IsoInstant,
        by: z.object({ userId: z.string(), name: z.string() }).nullable().describe('null when the shop made the change'),
      }),
    ),
  })
  .meta({ id: 'Order' }) satisfies z.ZodType<Order>;

export const OrderChangedAnswer = dataAnswerWithMessage(OrderAnswer);
export const OrdersAnswer = dataAnswerWithMessage(z.array(OrderAnswer));
export const OrdersPageAnswer = OrdersAnswer.extend({
  pagination: z.object({ page: z.int().min(1), pageSize: z.int().min(1), total: Count }),
});

/** What a coupon check answers before checkout. */
export const CouponCheckAnswer = dataAnswerWithMessage(z.object({ code: z.string(), discount: z.int().describe('Percent off') }));
