import type { CardBrand } from './payment-card.ts';
import type { OrderStatus, PaymentMethod, PaymentStatus } from './order-status.ts';

/** An order as the API speaks it (amounts in dollars with two decimals, dates as ISO 8601). */

export interface OrderProduct {
  productId: string;
  name: string;
  price: number;
  quantity: number;
  image: string;
}

export interface OrderStatusChange {
  kind: 'order' | 'payment';
  status: string;
  /** ISO 8601. */
  at: string;
  /** Who made the change; null when the shop did (placing the order, taking the payment). */
  by: { userId: string; name: string } | null;
}

export type OrderPaymentDetails =
  | { brand: CardBrand; last4: string; cardHolderName: string }
  | { upiId: string; transactionId: string }
  | null;

export interface Order {
  _id: string;
  userId: string;
  customerName: string;
  customerEmail: string;
  /** ISO 8601. */
  createdAt: string;
  products: OrderProduct[];
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  paymentDetails: OrderPaymentDetails;
  deliveryAddress: { street: string; city: string; state: string; zipCode: string; country: string };
  couponCode: string | null;
  /** The coupon's percent (`discount`); 0 without a coupon. */
  discount: number;
  discountAmount: number;
  subtotal: number;
  deliveryFee: number;
  totalAmount: number;
  statusHistory: OrderStatusChange[];
}
