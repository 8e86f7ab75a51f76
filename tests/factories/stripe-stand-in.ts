import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A small stand-in for the few Stripe endpoints the shop uses, on 127.0.0.1, for tests without a
 * network: create, read and cancel a PaymentIntent, and create a refund, with Stripe's
 * idempotency (the same Idempotency-Key answers the first answer again). The real SDK talks to it
 * through STRIPE_API_BASE. Events are signed as Stripe signs them (the SDK's test-header helper).
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
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  client_secret: string;
  metadata: Record<string, string>;
  receipt_email: string | null;
  amount_received: number;
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
        client_secret: `${intentId}_secret_standin`,
        metadata,
        receipt_email: form.receipt_email ?? null,
        amount_received: 0,
      };
      intents.set(intentId, intent);
      return { status: 200, body: intent };
    }
    const intentPath = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path);
    if (intentPath) {
      const intent = intents.get(intentPath[1]!);
      if (!intent) return missing('payment_intent');
      if (method === 'POST' && intentPath[2]) intent.status = 'canceled';
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

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    intents,
    refunds,
    requests,
    failNext: (method, path, status, message) => void failures.push({ method, path, status, message }),
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
