import type { Cents } from '../../../domain/money.ts';

/**
 * How the shop takes card money (docs/product/payments.md). Two shapes of gateway fit behind it:
 *
 * - a **token** gateway (the built-in test gateway): its browser part turns a card into a token
 *   before the order is sent; the server authorizes the total on it, captures once the order is
 *   written and voids if the write fails;
 * - an **intent** gateway (Stripe): the server opens a payment for the order's total before
 *   writing the order, the browser confirms it with the gateway (3-D Secure included), and the
 *   gateway's signed webhook says whether it was paid.
 *
 * An order the shop picks is held rather than charged (docs/product/picking.md): the token
 * gateway authorizes the hold and captures the final amount once the order is picked; the intent
 * gateway opens a payment captured by hand, its webhook says when the card holds it, and the
 * server captures the final amount the same way. A hold that ends uncharged is voided or cancelled.
 *
 * A second provider (Razorpay for UPI, say) is one more module implementing one of the two.
 */
export interface PaymentGateway {
  /** Reserves `amountCents` on the card behind `token`. Throws for a malformed token. */
  authorize(token: string, amountCents: Cents): Promise<Authorization>;
  /** Takes `amountCents` of the reserved money: all of it once the order is written, or a held order's final amount. */
  capture(reference: string, amountCents: Cents): Promise<void>;
  /** Releases a reservation: its order could not be written, or was cancelled while held. */
  void(reference: string): Promise<void>;
}

export type Authorization = { approved: true; reference: string } | { approved: false; message: string };

export interface IntentGateway {
  /** The provider's name, kept with each payment event. */
  readonly name: 'stripe';
  /** What the browser part needs to show the gateway's payment form. */
  readonly publishableKey: string;
  /**
   * Opens a payment of `amountCents`; the same order id always gets the same payment. `hold`: the
   * card is only held for it, and charged later (capturePayment).
   */
  startPayment(payment: {
    orderId: string;
    amountCents: Cents;
    currency: string;
    customerEmail: string;
    hold: boolean;
    /** Another payment for the same order (an extra a change asked): its own key; the order's otherwise. */
    idempotencyKey?: string;
  }): Promise<StartedPayment>;
  /**
   * Charges `amountCents` of a held payment, the rest released; answers what was charged, also
   * when an earlier attempt whose answer was lost had charged it already.
   */
  capturePayment(capture: { reference: string; amountCents: Cents }): Promise<{ amountCents: Cents }>;
  /** Closes a payment: its order could not be written, or a hold is released uncharged. */
  cancelPayment(reference: string): Promise<void>;
  /** Gives `amountCents` back; the same idempotency key never refunds twice. */
  refund(refund: { reference: string; amountCents: Cents; idempotencyKey: string }): Promise<{ id: string }>;
  /** Checks a webhook's signature (a 5-minute tolerance) and reads it; throws WebhookSignatureError. */
  readEvent(payload: string, signature: string | undefined): Promise<PaymentEvent>;
}

export interface StartedPayment {
  /** The gateway's id of the payment, kept on the order. */
  reference: string;
  /** Handed to the browser to confirm this one payment. */
  clientSecret: string;
}

/** A gateway's webhook, reduced to what the shop acts on. */
export interface PaymentEvent {
  /** The gateway's event id: each is handled once. */
  id: string;
  /** The gateway's own name for it, e.g. 'payment_intent.succeeded'. */
  type: string;
  /** 'authorized': the card holds the payment, to be captured (a payment opened with `hold`). */
  outcome: 'authorized' | 'paid' | 'failed' | 'refunded' | 'ignored';
  /** The payment it is about (null for events about something else). */
  reference: string | null;
  /** The order the payment was opened for (from its metadata), when known. */
  orderId: string | null;
  /** For 'refunded': everything given back on the payment so far. */
  refundedCents?: Cents;
  /** For 'paid': what the gateway says it took (for 'authorized': what the card holds), in minor units, and its currency (ISO 4217). */
  amountCents?: Cents;
  currency?: string;
}

export class WebhookSignatureError extends Error {
  constructor(message = 'The webhook signature is missing or wrong.') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** How this shop takes cards right now. */
export type CardPayments =
  | { kind: 'test'; gateway: PaymentGateway }
  | { kind: 'stripe'; gateway: IntentGateway }
  /** In production without a gateway or explicit test mode: cards are not offered at all. */
  | { kind: 'off' };
