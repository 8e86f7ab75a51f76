import { afterEach, describe, expect, it, vi } from 'vitest';
import { GUEST_MESSAGES } from '../../../../domain/guest-checkout.ts';
import { fetchTrackedOrder, isOrderFinished, trackingTokenOf } from './track-order.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

function answer(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('trackingTokenOf', () => {
  it('reads the token of /track/{token}, with or without a trailing slash', () => {
    expect(trackingTokenOf('/track/abc_DEF-123')).toBe('abc_DEF-123');
    expect(trackingTokenOf('/track/abc/')).toBe('abc');
  });

  it("reads it under the page language's address, and only there", () => {
    expect(trackingTokenOf('/ar/track/abc', '/ar/track')).toBe('abc');
    expect(trackingTokenOf('/ar/track/abc')).toBeNull();
    expect(trackingTokenOf('/track/abc', '/ar/track')).toBeNull();
  });

  it('finds none in any other address', () => {
    for (const path of ['/track', '/track/', '/track/a/b', '/myorders', '/track/%E0%A4%A']) expect(trackingTokenOf(path), path).toBeNull();
  });
});

describe('isOrderFinished', () => {
  it('stops following an order once it is handed over or cancelled', () => {
    expect(isOrderFinished({ orderStatus: 'delivered' })).toBe(true);
    expect(isOrderFinished({ orderStatus: 'cancelled' })).toBe(true);
    for (const status of ['pending', 'processing', 'ready', 'out_for_delivery'] as const)
      expect(isOrderFinished({ orderStatus: status })).toBe(false);
  });
});

describe('fetchTrackedOrder', () => {
  it('asks GET /api/track/{token} and gives the order', async () => {
    const fetch = answer(200, { success: true, data: { _id: 'a1', orderStatus: 'pending' } });
    expect(await fetchTrackedOrder('tok en')).toEqual({
      kind: 'found',
      order: { _id: 'a1', orderStatus: 'pending' },
      personalDetailsHidden: false,
    });
    expect(fetch.mock.calls[0]![0]).toBe('/api/track/tok%20en');
  });

  it('passes on that the link no longer shows personal details', async () => {
    answer(200, { success: true, data: { _id: 'a1', orderStatus: 'delivered' }, personalDetailsHidden: true });
    expect(await fetchTrackedOrder('x'.repeat(43))).toEqual({
      kind: 'found',
      order: { _id: 'a1', orderStatus: 'delivered' },
      personalDetailsHidden: true,
    });
  });

  it("says an unknown link is not found, in the server's words", async () => {
    answer(404, { success: false, message: GUEST_MESSAGES.trackingNotFound, code: 'not_found' });
    expect(await fetchTrackedOrder('x'.repeat(43))).toEqual({ kind: 'notFound', message: GUEST_MESSAGES.trackingNotFound });
    answer(404, {});
    expect(await fetchTrackedOrder('x'.repeat(43))).toEqual({ kind: 'notFound', message: 'orders.wholeTrackingLink' });
  });

  it('gives any other failure as a value', async () => {
    answer(500, {});
    expect(await fetchTrackedOrder('x')).toEqual({ kind: 'failed', message: 'orders.trackFailed' });
  });
});
