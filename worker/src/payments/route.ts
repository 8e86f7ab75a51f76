import { Hono } from 'hono';
import { PaymentSettingsAnswer, WebhookReceivedAnswer } from '../../../domain/contracts/payments.ts';
import type { AuthEnv } from '../auth/middleware.ts';
import { answer, documented, failure } from '../http/documented.ts';
import { valueOrRefusal } from '../http/outcome.ts';
import { handlePaymentEvent, WEBHOOK_MESSAGES, type PaymentEventRuntime } from './handle-payment-event.ts';

export type PaymentRoutesRuntime = PaymentEventRuntime;

/** What the checkout needs to know of payments, and the gateway's webhook. */
export function paymentRoutes(runtime: PaymentRoutesRuntime) {
  return new Hono<AuthEnv>()
    .get(
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
    )
    .post(
      '/stripe/webhook',
      documented({
        operationId: 'stripeWebhook',
        summary: "Stripe's webhook: a card payment held, paid, failed or refunded moves its order's payment",
        description:
          "Called by Stripe, not by the site. The raw body must carry a `Stripe-Signature` made with this shop's webhook secret at most 5 minutes ago; otherwise 400 and nothing is written. Each event is acted on once (a resent one answers 200 and changes nothing), and a payment only moves forward: a late `payment_failed` after `succeeded` changes nothing. `charge.refunded` raises the order's refunded amount to Stripe's total. For an order the shop picks, `payment_intent.amount_capturable_updated` (status requires_capture) says the card holds the payment ('authorized', the order reaches the desk), `payment_intent.succeeded` records its capture (the final amount, up to the hold) and `payment_intent.canceled` its release ('released'). An event about a payment no order of the shop holds is acknowledged and logged.",
        tags: ['Orders'],
        access: 'public',
        parameters: [{ name: 'Stripe-Signature', in: 'header', required: true, schema: { type: 'string' } }],
        requestBody: {
          required: true,
          content: {
            'application/json': { schema: { type: 'object', description: 'A Stripe event, checked over the exact bytes Stripe signed' } },
          },
        },
        responses: {
          200: answer('Received (also when it changes nothing: resent, late, or about no order of the shop)', WebhookReceivedAnswer),
          400: failure(`'${WEBHOOK_MESSAGES.badSignature}' (the reason in \`errors['stripe-signature']\`)`),
          404: failure(`'${WEBHOOK_MESSAGES.notSetUp}'`),
        },
      }),
      async (c) => {
        valueOrRefusal(await handlePaymentEvent(runtime, { payload: await c.req.text(), signature: c.req.header('stripe-signature') }));
        return c.json({ received: true as const }, 200, { 'Cache-Control': 'no-store' });
      },
    );
}
