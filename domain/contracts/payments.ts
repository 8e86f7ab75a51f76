import { z } from 'zod';
import { dataAnswer } from './envelope.ts';

/**
 * The payments resource as callers see it: what the checkout reads of how cards are taken, and
 * what the gateway's webhook is answered. The routes (worker/src/payments/route.ts) name these in
 * the OpenAPI document; types are derived, never written beside them.
 */

/** How the checkout takes cards: Stripe's Payment Element, the test gateway, or not at all (null). */
export const CardSettingsAnswer = z
  .union([
    z.object({ provider: z.literal('stripe'), publishableKey: z.string().describe("For Stripe.js's Payment Element") }),
    z.object({ provider: z.literal('test'), testMode: z.literal(true).describe('No real charge: the checkout says "Test mode"') }),
  ])
  .nullable()
  .describe('How the checkout takes cards; null: it does not');
export type CardSettingsAnswer = z.infer<typeof CardSettingsAnswer>;

/** GET /api/payments/config. */
export const PaymentSettingsAnswer = dataAnswer(z.object({ card: CardSettingsAnswer }));
export type PaymentSettingsAnswer = z.infer<typeof PaymentSettingsAnswer>;

/** POST /api/payments/stripe/webhook: what Stripe is told once an event is kept (or changes nothing). */
export const WebhookReceivedAnswer = z.object({ received: z.literal(true) }).meta({ id: 'WebhookReceived' });
export type WebhookReceivedAnswer = z.infer<typeof WebhookReceivedAnswer>;
