import type { Appearance, PaymentIntentResult, Stripe, StripeElementLocale, StripeError } from '@stripe/stripe-js';
import { isLanguage } from '../../../../domain/i18n/languages.ts';
import type { MessageKey } from '../../i18n/t.ts';
import { pageLanguage } from '../../i18n/t.ts';

/**
 * The browser part of the Stripe gateway (docs/product/payments-checkout.md): Stripe's Payment
 * Element takes the card inside Stripe's own frames, and confirms the payment the server opened
 * for an order. Stripe.js comes from js.stripe.com, fetched by Stripe's own loader the first
 * time a function here is called (the `/pure` entry injects nothing when imported), so only a
 * checkout where the customer chooses card ever loads it.
 *
 * It sits beside the checkout rather than in lib/payments/ with the test gateway: the build puts
 * lib/payments/ in the chunk the cart and order pages load too (astro.config.mjs, 'orders').
 */

/** Message keys, written in the page's language where they are shown; Stripe's own messages come in the language Stripe.js was given. */
export const CARD_FORM_FAILED_MESSAGE = 'checkout-payment.cardFormFailed' satisfies MessageKey;
const UNEXPECTED_MESSAGE = 'checkout-payment.unexpected' satisfies MessageKey;
const NOT_COMPLETED_MESSAGE = 'checkout-payment.notCompleted' satisfies MessageKey;

/** The shop's look inside Stripe's frames (site/src/styles/global.css). */
const APPEARANCE: Appearance = {
  theme: 'stripe',
  variables: {
    colorPrimary: '#c2410c',
    colorText: '#1c1917',
    borderRadius: '12px',
    fontFamily: 'system-ui, sans-serif',
  },
};

const instances = new Map<string, Promise<Stripe>>();

/** Stripe.js for this publishable key, loaded once per page; a failed load can be tried again. */
export function loadStripeJs(publishableKey: string): Promise<Stripe> {
  let instance = instances.get(publishableKey);
  if (!instance) {
    instance = import('@stripe/stripe-js/pure')
      .then(({ loadStripe }) => loadStripe(publishableKey))
      .then((stripe) => {
        if (!stripe) throw new Error('Stripe.js is not available here');
        return stripe;
      });
    instances.set(publishableKey, instance);
    instance.catch(() => instances.delete(publishableKey));
  }
  return instance;
}

export type ConfirmOutcome =
  /** Stripe took the payment, or is still processing it: the webhook will tell the shop. */
  | { kind: 'confirmed'; paymentIntentId: string }
  /** Nothing was paid; the message is Stripe's own when it is meant for the customer. */
  | { kind: 'failed'; message: string };

export interface PaymentForm {
  /** Confirms the payment; 3-D Secure may leave the page for the bank and come back to `returnUrl`. */
  confirm(returnUrl: string): Promise<ConfirmOutcome>;
  destroy(): void;
}

/**
 * Mounts the Payment Element for one payment (its client secret) in `container`. The same form
 * confirms again after a decline: the same order, the same payment.
 */
export async function mountPaymentForm(
  container: HTMLElement,
  payment: { publishableKey: string; clientSecret: string },
  events: { onReady(): void; onLoadError(message: string): void },
): Promise<PaymentForm> {
  const stripe = await loadStripeJs(payment.publishableKey);
  // Stripe's form and its messages in the page's language (Stripe has all the shipped ones).
  const language = pageLanguage();
  const locale: StripeElementLocale = isLanguage(language) ? language : 'auto';
  const elements = stripe.elements({ clientSecret: payment.clientSecret, appearance: APPEARANCE, locale });
  const element = elements.create('payment', { layout: 'tabs' });
  element.on('ready', () => events.onReady());
  element.on('loaderror', () => events.onLoadError(CARD_FORM_FAILED_MESSAGE));
  element.mount(container);
  return {
    async confirm(returnUrl) {
      // With the element made from the client secret, Stripe.js confirms that payment; the secret
      // itself is passed only when the element was made without one (deferred intents).
      let result: PaymentIntentResult;
      try {
        result = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl }, redirect: 'if_required' });
      } catch {
        return { kind: 'failed', message: UNEXPECTED_MESSAGE };
      }
      if (result.error) return outcomeOfError(result.error);
      const { status, id } = result.paymentIntent;
      if (status === 'succeeded' || status === 'processing' || status === 'requires_capture')
        return { kind: 'confirmed', paymentIntentId: id };
      return { kind: 'failed', message: NOT_COMPLETED_MESSAGE };
    },
    destroy: () => element.destroy(),
  };
}

/**
 * Stripe's card and validation messages are written for the customer ("Your card was declined.");
 * other errors are not, so a general message stands in. A payment already paid (a second tab, a
 * double press) is not an error.
 */
export function outcomeOfError(error: Pick<StripeError, 'type' | 'message' | 'code' | 'payment_intent'>): ConfirmOutcome {
  const intent = error.payment_intent;
  if (error.code === 'payment_intent_unexpected_state' && intent && (intent.status === 'succeeded' || intent.status === 'processing')) {
    return { kind: 'confirmed', paymentIntentId: intent.id };
  }
  if ((error.type === 'card_error' || error.type === 'validation_error') && error.message)
    return { kind: 'failed', message: error.message };
  return { kind: 'failed', message: UNEXPECTED_MESSAGE };
}
