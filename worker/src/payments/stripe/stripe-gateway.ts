import type { StripeConfig } from '../../config.ts';
import type { IntentGateway, PaymentEvent } from '../gateway.ts';
import { WebhookSignatureError } from '../gateway.ts';

type StripeModule = typeof import('stripe');
type StripeClient = InstanceType<StripeModule['default']>;

/** Stripe's webhook tolerance: a signed event older than this is refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * Stripe behind the intent gateway (gateway.ts), through its SDK. The SDK speaks fetch and
 * WebCrypto here, the same code on Node and in Workers; `apiBase` points it at a stand-in for
 * tests or at stripe-mock. The SDK is loaded on first use, so a shop without Stripe never loads it.
 */
export function createStripeGateway(config: StripeConfig): IntentGateway {
  let client: Promise<{ stripe: StripeClient; module: StripeModule }> | undefined;
  const open = () =>
    (client ??= import('stripe').then((module) => {
      const Stripe = module.default;
      const base = config.apiBase ? new URL(config.apiBase) : undefined;
      const stripe = new Stripe(config.secretKey, {
        httpClient: Stripe.createFetchHttpClient(),
        maxNetworkRetries: 2,
        timeout: 20_000,
        telemetry: false,
        ...(base
          ? {
              host: base.hostname,
              port: base.port || (base.protocol === 'http:' ? '80' : '443'),
              protocol: base.protocol === 'http:' ? 'http' : 'https',
            }
          : {}),
      });
      return { stripe, module };
    }));

  return {
    name: 'stripe',
    publishableKey: config.publishableKey,

    async startPayment({ orderId, amountCents, currency, customerEmail, hold, idempotencyKey }) {
      const { stripe } = await open();
      const intent = await stripe.paymentIntents.create(
        {
          amount: amountCents,
          currency: currency.toLowerCase(),
          automatic_payment_methods: { enabled: true },
          // Held: the card is authorized now and charged the final amount once the order is picked.
          ...(hold ? { capture_method: 'manual' as const } : {}),
          metadata: { orderId },
          // An order taken by phone may have no e-mail: Stripe then sends no receipt.
          ...(customerEmail ? { receipt_email: customerEmail } : {}),
        },
        // Derived from the order: a retry never opens a second payment for it.
        { idempotencyKey: idempotencyKey ?? `order-${orderId}` },
      );
      if (!intent.client_secret) throw new Error(`Stripe answered payment ${intent.id} without a client secret`);
      return { reference: intent.id, clientSecret: intent.client_secret };
    },

    async capturePayment({ reference, amountCents }) {
      const { stripe } = await open();
      try {
        const intent = await stripe.paymentIntents.capture(reference, { amount_to_capture: amountCents });
        return { amountCents: intent.amount_received };
      } catch (error) {
        // A payment captures once: an attempt whose answer was lost may have charged it already.
        const intent = await stripe.paymentIntents.retrieve(reference).catch(() => null);
        if (intent?.status === 'succeeded') return { amountCents: intent.amount_received };
        throw error;
      }
    },

    async cancelPayment(reference) {
      const { stripe } = await open();
      await stripe.paymentIntents.cancel(reference);
    },

    async refund({ reference, amountCents, idempotencyKey }) {
      const { stripe } = await open();
      const refund = await stripe.refunds.create({ payment_intent: reference, amount: amountCents }, { idempotencyKey });
      return { id: refund.id };
    },

    async readEvent(payload, signature) {
      const { stripe, module } = await open();
      if (!signature) throw new WebhookSignatureError();
      let event: StripeEvent;
      try {
        // The asynchronous check runs on WebCrypto, which Workers have and Node has too.
        event = await stripe.webhooks.constructEventAsync(
          payload,
          signature,
          config.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
          module.default.createSubtleCryptoProvider(),
        );
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : undefined);
      }
      return toPaymentEvent(event);
    },
  };
}

type StripeEvent = Awaited<ReturnType<StripeClient['webhooks']['constructEventAsync']>>;

function toPaymentEvent(event: StripeEvent): PaymentEvent {
  const object = event.data.object as {
    object?: string;
    id?: string;
    metadata?: Record<string, string>;
    payment_intent?: string | { id: string } | null;
    amount_refunded?: number;
    amount_received?: number;
    amount_capturable?: number;
    status?: string;
    currency?: string;
  };
  const orderId = object.metadata?.orderId ?? null;
  const about = { id: event.id, type: event.type, orderId };
  switch (event.type) {
    case 'payment_intent.succeeded':
      return {
        ...about,
        outcome: 'paid',
        reference: object.id ?? null,
        ...(object.amount_received === undefined ? {} : { amountCents: object.amount_received }),
        ...(object.currency === undefined ? {} : { currency: object.currency.toUpperCase() }),
      };
    // A payment opened to be held: the card holds it now (it fires again, at 0, once it is captured).
    case 'payment_intent.amount_capturable_updated':
      if (object.status !== 'requires_capture') return { ...about, outcome: 'ignored', reference: null };
      return {
        ...about,
        outcome: 'authorized',
        reference: object.id ?? null,
        ...(object.amount_capturable === undefined ? {} : { amountCents: object.amount_capturable }),
        ...(object.currency === undefined ? {} : { currency: object.currency.toUpperCase() }),
      };
    case 'payment_intent.payment_failed':
    case 'payment_intent.canceled':
      return { ...about, outcome: 'failed', reference: object.id ?? null };
    case 'charge.refunded': {
      const intent = typeof object.payment_intent === 'string' ? object.payment_intent : (object.payment_intent?.id ?? null);
      return { ...about, outcome: 'refunded', reference: intent, refundedCents: object.amount_refunded ?? 0 };
    }
    default:
      return { ...about, outcome: 'ignored', reference: null };
  }
}
