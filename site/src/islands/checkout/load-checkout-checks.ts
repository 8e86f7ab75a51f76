import { useEffect } from 'react';

type CheckoutChecks = typeof import('./checkout-checks.ts');

let loaded: CheckoutChecks | undefined;
let loading: Promise<CheckoutChecks> | undefined;

/**
 * The checkout's checks (./checkout-checks.ts). Evaluating zod and the order's schemas is one long
 * task on a slow phone: the checkout asks for them at the visitor's first touch or key, and
 * awaits them before it checks a submitted form.
 */
export function loadCheckoutChecks(): Promise<CheckoutChecks> {
  loading ??= import('./checkout-checks.ts').then(
    (checks) => (loaded = checks),
    (error: unknown) => {
      // A lost connection: the next submit asks again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The checks once loaded: a form is only checked after a submit, which waits for them. */
export function loadedCheckoutChecks(): CheckoutChecks | undefined {
  return loaded;
}

const FIRST_TOUCH = ['pointerdown', 'keydown', 'focusin'] as const;

/** Loads the checks at the visitor's first touch, key or focus on the page. */
export function useCheckoutChecksAtFirstTouch(): void {
  useEffect(() => {
    const load = () => {
      stop();
      void loadCheckoutChecks();
    };
    const stop = () => {
      for (const type of FIRST_TOUCH) window.removeEventListener(type, load, true);
    };
    for (const type of FIRST_TOUCH) window.addEventListener(type, load, { capture: true, passive: true });
    return stop;
  }, []);
}
