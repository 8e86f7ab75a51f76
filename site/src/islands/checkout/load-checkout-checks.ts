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
