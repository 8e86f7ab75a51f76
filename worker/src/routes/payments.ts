import { Hono } from 'hono';
import { z } from 'zod';
import { dataAnswer } from '../answers/envelope.ts';
import type { AuthEnv } from '../auth/middleware.ts';
import { answer, documented } from '../http/documented.ts';
import type { CardPayments } from '../services/payments/gateway.ts';

export interface PaymentRoutesRuntime {
  payments: CardPayments;
}

const PaymentSettingsAnswer = dataAnswer(
  z.object({
    card: z
      .union([
        z.object({ provider: z.literal('stripe'), publishableKey: z.string().describe("For Stripe.js's Payment Element") }),
        z.object({ provider: z.literal('test'), testMode: z.literal(true).describe('No real charge: the checkout says "Test mode"') }),
      ])
      .nullable()
      .describe('How the checkout takes cards; null: it does not'),
  }),
);

/** What the checkout needs to know of payments; the webhook routes sit beside it. */
export function paymentRoutes(runtime: PaymentRoutesRuntime) {
  return new Hono<AuthEnv>().get(
    '/config',
    documented({
      operationId: 'paymentSettings',
      summary: 'How the checkout takes cards: Stripe (with its publishable key), the test gateway, or not at all',
      tags: ['Orders'],
      access: 'public',
      responses: { 200: answer('The card settings', PaymentSettingsAnswer) },
    }),
    (c) => {
      const { payments } = runtime;
      const card =
        payments.kind === 'stripe'
          ? { provider: 'stripe' as const, publishableKey: payments.gateway.publishableKey }
          : payments.kind === 'test'
            ? { provider: 'test' as const, testMode: true as const }
            : null;
      return c.json({ success: true as const, data: { card } }, 200, { 'Cache-Control': 'no-cache' });
    },
  );
}
