type OrderSteps = typeof import('./order-steps.ts');

let loading: Promise<OrderSteps> | undefined;

/** The checkout's order steps (./order-steps.ts), asked for once; a failed load is asked for again. */
export function loadOrderSteps(): Promise<OrderSteps> {
  loading ??= import('./order-steps.ts').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
