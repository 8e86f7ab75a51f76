import { useCallback, useEffect, useRef, useState } from 'react';
import type { Order } from '../../../../domain/order.ts';
import { fetchTrackedOrder, isOrderFinished, noOrderMessage } from './track-order.ts';

export type TrackState =
  | { status: 'loading' }
  /** `personalDetailsHidden`: the order ended long enough ago that the link no longer shows who placed it. */
  | { status: 'ready'; order: Order; personalDetailsHidden: boolean }
  | { status: 'notFound'; message: string }
  /** The first load failed (a later refresh that fails keeps the order shown). */
  | { status: 'failed'; message: string };

/**
 * The order at a tracking link, asked for at once and then every `refreshMs` while it is under
 * way and the tab is visible (at once again when the tab comes back). A new `attempt` asks again
 * after a failed first load. `token`: undefined until the address is read, null when it holds none.
 * With it, `show`: an order an answer about it gave back (a replacement answered), shown at once.
 */
export function useTrackedOrder(
  token: string | null | undefined,
  refreshMs: number,
  attempt: number,
): [TrackState, (order: Order) => void] {
  const [state, setState] = useState<TrackState>({ status: 'loading' });
  /** Once an order is on screen, a failed refresh leaves it there (a new pace or attempt too). */
  const shown = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new `attempt` is the 'Try again' button, which asks afresh
  useEffect(() => {
    if (token === undefined) return;
    if (token === null) {
      setState({ status: 'notFound', message: noOrderMessage() });
      return;
    }
    // 'Try again' after a failed first load shows the spinner while it asks.
    setState((previous) => (previous.status === 'failed' ? { status: 'loading' } : previous));
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let asking = false;
    let done = false;

    const schedule = () => {
      clearTimeout(timer);
      if (!done && document.visibilityState === 'visible') timer = setTimeout(() => void ask(), refreshMs);
    };
    const ask = async () => {
      if (asking || done) return;
      asking = true;
      clearTimeout(timer);
      const outcome = await fetchTrackedOrder(token, controller.signal);
      asking = false;
      if (controller.signal.aborted) return;
      if (outcome.kind === 'found') {
        shown.current = true;
        done = isOrderFinished(outcome.order);
        setState({ status: 'ready', order: outcome.order, personalDetailsHidden: outcome.personalDetailsHidden });
      } else if (outcome.kind === 'notFound') {
        done = true;
        setState({ status: 'notFound', message: outcome.message });
      } else if (!shown.current) {
        done = true;
        setState({ status: 'failed', message: outcome.message });
      }
      schedule();
    };
    const onVisibilityChange = () => (document.visibilityState === 'visible' ? void ask() : clearTimeout(timer));

    void ask();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      controller.abort();
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [token, refreshMs, attempt]);

  const show = useCallback((order: Order) => setState((previous) => (previous.status === 'ready' ? { ...previous, order } : previous)), []);
  return [state, show];
}
