import type { FulfilmentType } from './fulfilment/settings.ts';
import type { CardBrand } from './payment-card.ts';
import type { TaxMode } from './tax.ts';
import type { OrderStatus, PaymentMethod, PaymentStatus } from './order-status.ts';

/** An order as the API speaks it (decimal amounts in its currency, dates as ISO 8601). */

export interface OrderProduct {
  productId: string;
  name: string;
  /** One item with its options. */
  price: number;
  quantity: number;
  image: string;
  /** The options chosen and what each added to one item (absent on orders an older server answered). */
  options?: OrderProductOption[];
  /** The tax rate (percent) of its category when ordered (absent on orders an older server answered). */
  taxRate?: number;
  /** Items of this line given back by refunds of chosen lines (absent on orders an older server answered). */
  refundedQuantity?: number;
}

export interface OrderProductOption {
  /** The option's id on the menu when ordered (absent on orders an older server answered). */
  id?: string;
  name: string;
  price: number;
}

export interface OrderStatusChange {
  /** 'ready_time': the desk moved the ready time; `status` is the new one (ISO 8601). */
  kind: 'order' | 'payment' | 'ready_time';
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

/** How an order is handed over: delivery or pickup, the chosen slot (null: as soon as possible) and the promised time (ISO 8601). */
export interface OrderFulfilmentView {
  type: FulfilmentType;
  slotStart: string | null;
  /** Null only on orders placed before the shop kept it. */
  promisedAt: string | null;
}

export interface Order {
  _id: string;
  /** The customer's account; null for a guest's order. */
  userId: string | null;
  customerName: string;
  customerEmail: string;
  /** ISO 8601. */
  createdAt: string;
  products: OrderProduct[];
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  paymentDetails: OrderPaymentDetails;
  /** Empty fields for a pickup order. */
  deliveryAddress: { street: string; city: string; state: string; zipCode: string; country: string };
  fulfilment: OrderFulfilmentView;
  /** The customer's phone number ('' when none was given). */
  phone: string;
  /** For the kitchen or the driver ('' when none). */
  notes: string;
  /** The delivery zone that set the fee, when the shop has zones. */
  deliveryZone: string | null;
  couponCode: string | null;
  /** ISO 4217: the currency of every amount of the order. */
  currency: string;
  subtotal: number;
  /** What the coupon took off; 0 without one. */
  discount: number;
  /** The coupon's percent; 0 without a coupon. */
  discountPercent: number;
  /** The same as `discount` (older clients read this name). */
  discountAmount: number;
  deliveryFee: number;
  taxMode: TaxMode;
  /** All tax lines together: added to the total ('exclusive') or inside the prices ('inclusive'). */
  tax: number;
  taxLines: { rate: number; taxable: number; tax: number }[];
  /** Never discounted, never taxed. */
  tip: number;
  totalAmount: number;
  /** Given back so far. */
  refunded: number;
  statusHistory: OrderStatusChange[];
  /** When the desk accepted it (ISO 8601); null while new. */
  acceptedAt: string | null;
  /** When the kitchen aims to have it ready (ISO 8601), once accepted. */
  readyAt: string | null;
  /** When the customer can expect it: the ready time for pickup, plus the drive for delivery. */
  expectedAt: string | null;
  /** The prep time (minutes) the desk chose on accept; null while new (absent on orders an older server answered). */
  prepMinutes?: number | null;
  /** Why the shop rejected it; null unless rejected. */
  rejectionReason: string | null;
  /** Why a card payment the gateway reported is held for the owner (not the order's amount or currency); null otherwise (absent from older servers). */
  paymentHold?: string | null;
}
