import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '../../../domain/account.ts';
import type { Order } from '../../../domain/order.ts';
import { $orders, ORDERS_REFRESH_MS, retryOrders, type OrdersState } from './orders.ts';
import { $session } from './session.ts';

const USER: PublicUser = {
  userId: 'u-1',
  name: 'Ada',
  email: 'ada@example.test',
  role: 'customer',
  language: null,
  substitutionDefault: 'none',
};
const ORDER = { _id: 'order-1', orderStatus: 'pending' } as Order;

/** A document whose visibility the test decides. */
class FakeDocument extends EventTarget {
  visibilityState: 'visible' | 'hidden' = 'visible';
  show(state: 'visible' | 'hidden') {
    this.visibilityState = state;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

let doc: FakeDocument;
let answers: Array<() => Response>;
const fetchMock = vi.fn(async (_url: string) => (answers.shift() ?? ok)());
const ok = () => Response.json({ success: true, data: [ORDER], message: 'Orders fetched' });
const failure = () => Response.json({ success: false, message: 'Database asleep', code: 'internal_error' }, { status: 500 });

let seen: OrdersState[];
let stop: () => void;

async function settle(ms = 0): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  doc = new FakeDocument();
  answers = [];
  fetchMock.mockClear();
  vi.stubGlobal('document', doc);
  vi.stubGlobal('fetch', fetchMock);
  seen = [];
  stop = $orders.subscribe((state) => seen.push(state));
});

afterEach(async () => {
  stop();
  await settle(2_000); // nanostores unmounts a store a second after its last listener leaves
  $session.set({ status: 'unknown' });
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('$orders', () => {
  it("loads the signed-in user's orders once the server says who that is", async () => {
    expect($orders.get().status).not.toBe('ready');
    $session.set({ status: 'signedIn', user: USER });
    expect($orders.get()).toEqual({ status: 'loading' });
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/orders/user/u-1');
    expect($orders.get()).toEqual({ status: 'ready', orders: [ORDER] });
  });

  it('is signedOut, and asks nothing, for a visitor', async () => {
    $session.set({ status: 'signedOut' });
    await settle(ORDERS_REFRESH_MS * 3);
    expect($orders.get()).toEqual({ status: 'signedOut' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks again every 10 s while visible, never while hidden, and at once when shown again', async () => {
    $session.set({ status: 'signedIn', user: USER });
    await settle();
    await settle(ORDERS_REFRESH_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    doc.show('hidden');
    await settle(ORDERS_REFRESH_MS * 5);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    doc.show('visible');
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await settle(ORDERS_REFRESH_MS);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('shows a failed first load with the server message, keeps it quietly through refreshes, and retries on demand', async () => {
    answers = [failure, failure];
    $session.set({ status: 'signedIn', user: USER });
    await settle();
    expect($orders.get()).toEqual({ status: 'failed', message: 'Database asleep' });
    const before = seen.length;
    await settle(ORDERS_REFRESH_MS); // fails again: nothing changes (no spinner, no new toast)
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(seen.length).toBe(before);

    retryOrders();
    expect($orders.get()).toEqual({ status: 'loading' });
    await settle();
    expect($orders.get()).toEqual({ status: 'ready', orders: [ORDER] });
  });

  it('keeps a shown list when a refresh fails', async () => {
    $session.set({ status: 'signedIn', user: USER });
    await settle();
    answers = [failure];
    await settle(ORDERS_REFRESH_MS);
    expect($orders.get()).toEqual({ status: 'ready', orders: [ORDER] });
  });

  it('stops asking once nobody listens', async () => {
    $session.set({ status: 'signedIn', user: USER });
    await settle();
    stop();
    await settle(2_000 + ORDERS_REFRESH_MS * 3);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    stop = () => undefined;
  });
});
