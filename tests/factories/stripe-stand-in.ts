import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A small stand-in for the few Stripe endpoints the shop uses, on 127.0.0.1, for tests without a
 * network: create, read, capture (manual capture, `amount_to_capture`) and cancel a
 * PaymentIntent, and create a refund, with Stripe's idempotency (the same Idempotency-Key answers
 * the first answer again). The real SDK talks to it through STRIPE_API_BASE. Events are signed as
 * Stripe signs them (the SDK's test-header helper). `confirm` plays the customer confirming a
 * payment in the browser.
 */

export const STAND_IN_KEYS = {
  secretKey: 'sk_test_doorstep_stand_in',
  publishableKey: 'pk_test_doorstep_stand_in',
  webhookSecret: 'whsec_doorstep_stand_in_secret',
} as const;

export interface StandInIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: 'requires_payment_method' | 'requires_capture' | 'succeeded' | 'canceled';
  capture_method: 'automatic' | 'manual';
  client_secret: string;
  metadata: Record<string, string>;
  receipt_email: string | null;
  amount_received: number;
  /** What a manual-capture payment holds on the card until it is captured or cancelled. */
  amount_capturable: number;
}

export interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  payment_intent: string;
  status: 'succeeded';
}

export interface StripeStandIn {
  /** For STRIPE_API_BASE, e.g. http://127.0.0.1:40123 */
  url: string;
  intents: Map<string, StandInIntent>;
  refunds: StandInRefund[];
  /** Every request, as method and path (with the Idempotency-Key sent). */
  requests: { method: string; path: string; idempotencyKey: string | undefined; form: Record<string, string> }[];
  /** The next request of this method and path answers this status and Stripe error instead. */
  failNext(method: string, path: RegExp, status: number, message: string): void;
  /** The customer confirms the payment: a manual-capture one is held (requires_capture), any other paid. */
  confirm(intentId: string): StandInIntent;
  stop(): Promise<void>;
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const intents = new Map<string, StandInIntent>();
  const refunds: StandInRefund[] = [];
  const requests: StripeStandIn['requests'] = [];
  const answered = new Map<string, { status: number; body: unknown }>();
  const failures: { method: string; path: RegExp; status: number; message: string }[] = [];
  let counter = 0;
  const id = (prefix: string) => `${prefix}_standin${String(++counter).padStart(8, '0')}`;

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const form = Object.fromEntries(new URLSearchParams(await readBody(request)));
    const idempotencyKey = header(request, 'idempotency-key');
    const method = request.method ?? 'GET';
    requests.push({ method, path: url.pathname, idempotencyKey, form });
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': id('req') });
      response.end(JSON.stringify(body));
    };
    if (header(request, 'authorization') !== `Bearer ${STAND_IN_KEYS.secretKey}`) {
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    const failure = failures.findIndex((each) => each.method === method && each.path.test(url.pathname));
    if (failure >= 0) {
      const [{ status, message }] = failures.splice(failure, 1) as [(typeof failures)[number]];
      return send(status, { error: { type: status >= 500 ? 'api_error' : 'invalid_request_error', message } });
    }
    const replayKey = idempotencyKey ? `${method} ${url.pathname} ${idempotencyKey}` : undefined;
    const earlier = replayKey ? answered.get(replayKey) : undefined;
    if (earlier) return send(earlier.status, earlier.body);
    const answer = route(method, url.pathname, form);
    if (replayKey && answer.status < 500) answered.set(replayKey, answer);
    send(answer.status, answer.body);
  });

  function route(method: string, path: string, form: Record<string, string>): { status: number; body: unknown } {
    const missing = (what: string) => ({ status: 404, body: { error: { type: 'invalid_request_error', message: `No such ${what}` } } });
    if (method === 'POST' && path === '/v1/payment_intents') {
      const intentId = id('pi');
      const metadata = Object.fromEntries(
        Object.entries(form).flatMap(([key, value]) => (key.startsWith('metadata[') ? [[key.slice(9, -1), value]] : [])),
      );
      const intent: StandInIntent = {
        id: intentId,
        object: 'payment_intent',
        amount: Number(form.amount),
        currency: form.currency ?? 'usd',
        status: 'requires_payment_method',
        capture_method: form.capture_method === 'manual' ? 'manual' : 'automatic',
        client_secret: `${intentId}_secret_standin`,
        metadata,
        receipt_email: form.receipt_email ?? null,
        amount_received: 0,
        amount_capturable: 0,
      };
      intents.set(intentId, intent);
      return { status: 200, body: intent };
    }
    const intentPath = /^\/v1\/payment_intents\/([^/]+)(\/cancel|\/capture)?$/.exec(path);
    if (intentPath) {
      const intent = intents.get(intentPath[1]!);
      if (!intent) return missing('payment_intent');
      if (method === 'POST' && intentPath[2] === '/cancel') return cancel(intent);
      if (method === 'POST' && intentPath[2] === '/capture') return capture(intent, form.amount_to_capture);
      return { status: 200, body: intent };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(form.payment_intent ?? '');
      if (!intent) return missing('payment_intent');
      const refund: StandInRefund = {
        id: id('re'),
        object: 'refund',
        amount: Number(form.amount ?? intent.amount),
        payment_intent: intent.id,
        status: 'succeeded',
      };
      refunds.push(refund);
      return { status: 200, body: refund };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } } };
  }

  const refusal = (message: string) => ({ status: 400, body: { error: { type: 'invalid_request_error', message } } });

  function capture(intent: StandInIntent, amountToCapture: string | undefined): { status: number; body: unknown } {
    if (intent.status !== 'requires_capture')
      return refusal(`This PaymentIntent could not be captured because it has a status of ${intent.status}.`);
    const amount = amountToCapture === undefined ? intent.amount_capturable : Number(amountToCapture);
    if (!(amount > 0 && amount <= intent.amount_capturable))
      return refusal(`The amount to capture must be at most the amount capturable, ${intent.amount_capturable}.`);
    Object.assign(intent, { status: 'succeeded', amount_received: amount, amount_capturable: 0 });
    return { status: 200, body: intent };
  }

  function cancel(intent: StandInIntent): { status: number; body: unknown } {
    if (intent.status === 'succeeded' || intent.status === 'canceled')
      return refusal(`You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`);
    Object.assign(intent, { status: 'canceled', amount_capturable: 0 });
    return { status: 200, body: intent };
  }

  function confirm(intentId: string): StandInIntent {
    const intent = intents.get(intentId);
    if (!intent) throw new Error(`No such payment_intent ${intentId}`);
    if (intent.capture_method === 'manual') Object.assign(intent, { status: 'requires_capture', amount_capturable: intent.amount });
    else Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });
    return intent;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    refunds,
    requests,
    failNext: (method, path, status, message) => void failures.push({ method, path, status, message }),
    confirm,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A webhook as Stripe would send it: the event's JSON and its Stripe-Signature header. */
export async function signedWebhook(
  event: { id: string; type: string; object: Record<string, unknown>; created?: number },
  options: { secret?: string; timestamp?: number } = {},
): Promise<{ payload: string; signature: string }> {
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  const payload = JSON.stringify({
    id: event.id,
    object: 'event',
    type: event.type,
    created: event.created ?? timestamp,
    api_version: '2025-01-27.acacia',
    livemode: false,
    data: { object: event.object },
  });
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: options.secret ?? STAND_IN_KEYS.webhookSecret,
    timestamp,
  });
  return { payload, signature };
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
