import type { Cents } from '../../../../domain/money.ts';

/**
 * The server part of a payment gateway (docs/product/payments.md). Its browser part turns a card into a
 * token; this part charges the token. The built-in one is the test gateway; a real one (Stripe,
 * say) implements the same three calls and is given to createApp as `paymentGateway`.
 */
export interface PaymentGateway {
  /** Reserves `amountCents` on the card behind `token`. Throws for a malformed token. */
  authorize(token: string, amountCents: Cents): Promise<Authorization>;
  /** Takes the reserved money once the order is safely written. */
  capture(reference: string): Promise<void>;
  /** Releases a reservation whose order could not be written. */
  void(reference: string): Promise<void>;
}

export type Authorization = { approved: true; reference: string } | { approved: false; message: string };
