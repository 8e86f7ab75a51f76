import type { StripeConfig } from '../config.ts';
import type { CardPayments, PaymentGateway } from './gateway.ts';
import { createStripeGateway } from './stripe/stripe-gateway.ts';
import { createTestGateway } from './test-gateway.ts';

/**
 * How this server takes cards: Stripe when its keys are set; otherwise the test gateway where
 * test payments are allowed (always outside production, in production only when switched on);
 * otherwise not at all, so nothing is ever marked paid without a gateway saying so.
 */
export function cardPaymentsFor(
  settings: { stripe?: StripeConfig | undefined; testPayments?: boolean | undefined },
  testGateway?: PaymentGateway,
): CardPayments {
  if (settings.stripe) return { kind: 'stripe', gateway: createStripeGateway(settings.stripe) };
  if (settings.testPayments ?? true) return { kind: 'test', gateway: testGateway ?? createTestGateway() };
  return { kind: 'off' };
}
